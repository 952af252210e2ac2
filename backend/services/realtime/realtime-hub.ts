/**
 * @module The connected realtime clients (http-api §3.7): one per open event stream, with its
 * caller and topics; SSE framing and the idle timeout live here, HTTP does not.
 */

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

/** What a client tells its hub: it delivered something (idle clock restarts), or it closed. */
interface ClientOwner {
  touched(client: RealtimeClient): void;
  closed(client: RealtimeClient): void;
}

/** One connected stream: its id, the caller bound by its last subscription request, and its topics. */
export class RealtimeClient {
  /** 40 random alphanumeric characters. */
  readonly id: string;
  /** Set by POST /api/realtime; guest until then. */
  auth: RequestAuth = { admin: null, record: null };
  /** Topic strings exactly as submitted (empty strings left out). */
  subscriptions: ReadonlySet<string> = new Set();
  /** When the stream last delivered an event (Date.now()); the hub ends it after its idle timeout. */
  lastActive = Date.now();
  private readonly sink: EventSink;
  private readonly owner: ClientOwner;
  private closed = false;

  constructor(sink: EventSink, owner: ClientOwner) {
    this.id = randomString(40);
    this.sink = sink;
    this.owner = owner;
  }

  /** Whether the stream is still open. */
  get isOpen(): boolean {
    return !this.closed;
  }

  /** Replaces the whole subscription set; empty topics are ignored. */
  subscribe(topics: readonly string[]): void {
    this.subscriptions = new Set(topics.filter((topic) => topic !== ""));
  }

  /** Writes one event (data is JSON text) and restarts the idle clock. */
  send(name: string, data: string): void {
    if (this.closed) return;
    this.sink.write(sseFrame(this.id, name, data));
    this.lastActive = Date.now();
    this.owner.touched(this);
  }

  /** Ends the stream and forgets the client; safe to call more than once. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.owner.closed(this);
    this.sink.end();
  }
}

/**
 * The registry of connected clients of one backend. The clients are kept least recently active first
 * (a client that delivers an event moves to the end), so one timer, armed for the first client's
 * deadline, ends idle streams: a timer per connection cost more than the rest of the connect.
 */
export class RealtimeHub {
  private readonly clients = new Map<string, RealtimeClient>();
  private readonly idleTimeoutMs: number;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly owner: ClientOwner = {
    touched: (client) => {
      // to the end of the activity order
      this.clients.delete(client.id);
      this.clients.set(client.id, client);
    },
    closed: (client) => {
      this.clients.delete(client.id);
    },
  };

  constructor(idleTimeoutMs = realtimeIdleTimeoutMs) {
    this.idleTimeoutMs = idleTimeoutMs;
  }

  /** Registers a new stream and sends it PB_CONNECT with its client id. */
  connect(sink: EventSink): RealtimeClient {
    const client = new RealtimeClient(sink, this.owner);
    this.clients.set(client.id, client);
    // the id is alphanumeric: nothing to escape
    client.send(connectEventName, `{"clientId":"${client.id}"}`);
    this.armIdleTimer();
    return client;
  }

  /** Arms the idle timer for the least recently active client, unless it is armed or no client is left. */
  private armIdleTimer(): void {
    if (this.idleTimer) return;
    const first = this.clients.values().next().value;
    if (!first) return;
    const delay = Math.max(0, first.lastActive + this.idleTimeoutMs - Date.now());
    this.idleTimer = setTimeout(() => this.endIdleClients(), delay);
    // idle streams must not keep the process alive
    this.idleTimer.unref();
  }

  private endIdleClients(): void {
    this.idleTimer = null;
    const now = Date.now();
    for (const client of this.clients.values()) {
      if (client.lastActive + this.idleTimeoutMs > now) break; // the rest were active later
      client.close();
    }
    this.armIdleTimer();
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
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}
