import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { closeBackend, openBackend } from "../../../backend/app.ts";
import { RealtimeHub, realtimeIdleTimeoutMs } from "../../../backend/services/realtime/realtime-hub.ts";
import { emptyDataDir } from "../../helpers/pbdeck-process.ts";

/** A sink that records what a client's stream received. */
function recordingSink() {
  const sink = { frames: [] as string[], ended: false, write: (_: string) => {}, end: () => {} };
  sink.write = (chunk) => sink.frames.push(chunk);
  sink.end = () => {
    sink.ended = true;
  };
  return sink;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test("a stream that delivers nothing for 5 minutes is ended and forgotten", () => {
  const hub = new RealtimeHub();
  const sink = recordingSink();
  const client = hub.connect(sink);
  expect(sink.frames).toEqual([`id:${client.id}\nevent:PB_CONNECT\ndata:{"clientId":"${client.id}"}\n\n`]);
  vi.advanceTimersByTime(realtimeIdleTimeoutMs - 1);
  expect(sink.ended).toBe(false);
  expect(hub.find(client.id)).toBe(client);
  vi.advanceTimersByTime(1);
  expect(sink.ended).toBe(true);
  expect(hub.find(client.id)).toBeUndefined();
  expect(hub.size).toBe(0);
});

test("every delivered event restarts the idle timer", () => {
  const hub = new RealtimeHub();
  const sink = recordingSink();
  const client = hub.connect(sink);
  vi.advanceTimersByTime(4 * 60_000);
  client.send("demo2/*", '{"action":"create"}');
  vi.advanceTimersByTime(4 * 60_000);
  expect(sink.ended).toBe(false);
  vi.advanceTimersByTime(60_000);
  expect(sink.ended).toBe(true);
  expect(sink.frames[1]).toBe(`id:${client.id}\nevent:demo2/*\ndata:{"action":"create"}\n\n`);
});

test("closeAll ends every stream once; a closed client sends nothing", () => {
  const hub = new RealtimeHub();
  const sinks = [recordingSink(), recordingSink()];
  const clients = sinks.map((sink) => hub.connect(sink));
  expect(hub.all()).toEqual(clients);
  hub.closeAll();
  expect(sinks.map((sink) => sink.ended)).toEqual([true, true]);
  expect(hub.size).toBe(0);
  clients[0].send("demo2/*", "{}");
  clients[0].close();
  expect(sinks[0].frames).toHaveLength(1);
  expect(clients[0].isOpen).toBe(false);
});

test("subscriptions are replaced as a whole and empty topics are dropped", () => {
  const hub = new RealtimeHub();
  const client = hub.connect(recordingSink());
  client.subscribe(["demo2/*", "", "users/abc"]);
  expect([...client.subscriptions]).toEqual(["demo2/*", "users/abc"]);
  client.subscribe([]);
  expect(client.subscriptions.size).toBe(0);
});

test("closing the backend ends its realtime streams", async () => {
  const data = emptyDataDir();
  try {
    const backend = openBackend({ dataDir: data.dir });
    const sink = recordingSink();
    backend.realtime.connect(sink);
    await closeBackend(backend);
    expect(sink.ended).toBe(true);
    expect(backend.realtime.size).toBe(0);
  } finally {
    data.cleanup();
  }
});
