/**
 * @module The connected realtime clients (http-api §3.7): one per open event stream, with its
 * caller and topics; SSE framing and the idle timeout live here, HTTP does not.
 */

import { goJson } from "../../lib/go-json.ts";
import { randomString } from "../../lib/random.ts";
import type { RequestAuth } from "../common/caller.ts";

/** Where a client's frames go (the HTTP response of its GET /api/realtime). */
export interface EventSink {
  write(chunk: string): void;
  end(): void;
}

/** A stream that delivers nothing for this long is closed by the server (http-api §1.9). */
export const realtimeIdleTimeoutMs = 5 * 60 * 1000;

/** The event that opens every stream; its `id:` line carries the client id the SDK reads. */
export const connectEventName = "PB_CONNECT";

/** One frame: `id:`, `event:`, `data:` lines without spaces, ended by an empty line. */
export function sseFrame(clientId: string, name: string, data: string): string {
  return `id:${clientId}\nevent:${name}\ndata:${data}\n\n`;
}

/** One connected stream: its id, the caller bound by its last subscription request, and its topics. */
export class RealtimeClient {
  /** 40 random alphanumeric characters. */
  readonly id: string;
  /** Set by POST /api/realtime; guest until then. */
  auth: RequestAuth = { admin: null, record: null };
  /** Topic strings exactly as submitted (empty strings left out). */
  subscriptions: ReadonlySet<string> = new Set();
  private readonly sink: EventSink;
  private readonly onClose: (client: RealtimeClient) => void;
  private readonly idleTimer: NodeJS.Timeout;
  private closed = false;

  constructor(sink: EventSink, idleTimeoutMs: number, onClose: (client: RealtimeClient) => void) {
    this.id = randomString(40);
    this.sink = sink;
    this.onClose = onClose;
    this.idleTimer = setTimeout(() => this.close(), idleTimeoutMs);
    // an idle stream must not keep the process alive
    this.idleTimer.unref();
  }

  /** Whether the stream is still open. */
  get isOpen(): boolean {
    return !this.closed;
  }

  /** Replaces the whole subscription set; empty topics are ignored. */
  subscribe(topics: readonly string[]): void {
    this.subscriptions = new Set(topics.filter((topic) => topic !== ""));
  }

  /** Writes one event (data is JSON text) and restarts the idle timer. */
  send(name: string, data: string): void {
    if (this.closed) return;
    this.sink.write(sseFrame(this.id, name, data));
    this.idleTimer.refresh();
  }

  /** Ends the stream and forgets the client; safe to call more than once. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleTimer);
    this.onClose(this);
    this.sink.end();
  }
}

/** The registry of connected clients of one backend. */
export class RealtimeHub {
  private readonly clients = new Map<string, RealtimeClient>();
  private readonly idleTimeoutMs: number;

  constructor(idleTimeoutMs = realtimeIdleTimeoutMs) {
    this.idleTimeoutMs = idleTimeoutMs;
  }

  /** Registers a new stream and sends it PB_CONNECT with its client id. */
  connect(sink: EventSink): RealtimeClient {
    const client = new RealtimeClient(sink, this.idleTimeoutMs, (gone) => this.clients.delete(gone.id));
    this.clients.set(client.id, client);
    client.send(connectEventName, goJson({ clientId: client.id }));
    return client;
  }

  /** The open client with this id, if any. */
  find(id: string): RealtimeClient | undefined {
    return this.clients.get(id);
  }

  /** A snapshot of the open clients. */
  all(): RealtimeClient[] {
    return [...this.clients.values()];
  }

  /** How many streams are open. */
  get size(): number {
    return this.clients.size;
  }

  /** Ends every stream (server shutdown). */
  closeAll(): void {
    for (const client of this.all()) client.close();
  }
}
