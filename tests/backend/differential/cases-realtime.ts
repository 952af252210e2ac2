/** Realtime: connecting, subscribing, and the messages record changes produce. */
import { tokenFor } from "./send.ts";
import type { DiffCase, DiffGroup, Observed, ServerUnderTest } from "./types.ts";

interface SseMessage {
  event: string;
  id: string;
  data: unknown;
}

/** An SSE stream read into a queue; `next()` waits for the following message. */
class EventStream {
  readonly controller = new AbortController();
  private readonly queue: SseMessage[] = [];
  private readonly waiters: Array<(m: SseMessage) => void> = [];
  status = 0;
  contentType = "";

  async open(url: string): Promise<void> {
    const res = await fetch(url, { signal: this.controller.signal });
    this.status = res.status;
    this.contentType = (res.headers.get("content-type") ?? "").toLowerCase().replace(/\s+/g, "");
    void this.read(res.body as ReadableStream<Uint8Array>);
  }

  next(): Promise<SseMessage> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = "";
    const reader = body.getReader();
    try {
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        buffer += decoder.decode(part.value, { stream: true });
        for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
          this.push(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
      }
    } catch {
      // aborted at the end of the group
    }
  }

  private push(frame: string): void {
    const fields: Record<string, string> = { id: "", event: "message", data: "" };
    for (const line of frame.split("\n")) {
      const colon = line.indexOf(":");
      if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).replace(/^ /, "");
    }
    let data: unknown = fields.data;
    try {
      data = JSON.parse(fields.data);
    } catch {
      // not JSON: kept as text
    }
    const message = { event: fields.event, id: fields.id, data };
    const waiter = this.waiters.shift();
    if (waiter) waiter(message);
    else this.queue.push(message);
  }
}

const streams = new Map<ServerUnderTest, EventStream>();

function streamOf(server: ServerUnderTest): EventStream {
  const stream = streams.get(server);
  if (!stream) throw new Error(`${server.label}: no realtime stream open`);
  return stream;
}

function messageObserved(stream: EventStream, message: SseMessage): Observed {
  // event ids are random per message on both servers
  return {
    status: stream.status,
    contentType: stream.contentType,
    body: { ...message, id: message.id ? "<event id>" : "" },
  };
}

async function api(
  server: ServerUnderTest,
  method: string,
  path: string,
  json: unknown,
  auth?: string,
): Promise<Response> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (auth) headers.Authorization = auth;
  return fetch(server.url + path, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

function subscribe(name: string, subscriptions: string[], auth?: DiffCase["auth"]): DiffCase {
  return {
    name,
    method: "POST",
    url: "/api/realtime",
    auth,
    json: (server: ServerUnderTest) => ({ clientId: server.vars.get("clientId"), subscriptions }),
  };
}

type Step = [method: string, path: string, json?: unknown, auth?: DiffCase["auth"]];

/** Changes made through the API in order, then the next message the stream receives. */
function change(name: string, ...steps: Step[]): DiffCase {
  return {
    name,
    run: async (server) => {
      for (const [method, path, json, auth] of steps) {
        const res = await api(server, method, path, json, tokenFor(auth, server));
        if (!res.ok)
          throw new Error(`${server.label}: ${method} ${path} answered ${res.status}: ${await res.text()}`);
      }
      const stream = streamOf(server);
      const waited = setTimeout(() => stream.controller.abort(), 10_000);
      const message = await Promise.race([
        stream.next(),
        new Promise<never>((_, fail) =>
          stream.controller.signal.addEventListener("abort", () =>
            fail(new Error(`${server.label}: no message within 10 s`)),
          ),
        ),
      ]);
      clearTimeout(waited);
      return messageObserved(stream, message);
    },
  };
}

export const realtimeGroup: DiffGroup = {
  name: "realtime",
  teardown: async () => {
    for (const stream of streams.values()) stream.controller.abort();
    streams.clear();
  },
  cases: [
    {
      name: "connect: the first message names the client",
      run: async (server) => {
        const stream = new EventStream();
        streams.set(server, stream);
        await stream.open(`${server.url}/api/realtime`);
        const message = await stream.next();
        server.vars.set("clientId", (message.data as { clientId: string }).clientId);
        const clientId = server.vars.get("clientId");
        return messageObserved(stream, {
          ...message,
          id: message.id === clientId ? "<client>" : message.id,
          data: { clientId: "<client>" },
        });
      },
    },
    {
      name: "subscribe with an unknown client id",
      method: "POST",
      url: "/api/realtime",
      json: { clientId: "nope", subscriptions: ["demo2"] },
    },
    {
      name: "subscribe without a client id",
      method: "POST",
      url: "/api/realtime",
      json: { subscriptions: ["demo2"] },
    },
    {
      name: "subscribe with an invalid body",
      method: "POST",
      url: "/api/realtime",
      json: (server: ServerUnderTest) => ({ clientId: server.vars.get("clientId"), subscriptions: "demo2" }),
    },
    subscribe("subscribe to demo1 (admin only) and demo2 without auth", ["demo1", "demo2"]),
    change(
      "a demo1 create is not sent, the following demo2 create is",
      ["POST", "/api/collections/demo1/records", { id: "zzdiffrt0000001", text: "rt" }, "admin"],
      ["POST", "/api/collections/demo2/records", { id: "zzdiffrt0000002", title: "rt2" }],
    ),
    change("a demo2 update", [
      "PATCH",
      "/api/collections/demo2/records/zzdiffrt0000002",
      { title: "rt2 changed", active: true },
    ]),
    change("a demo2 delete", ["DELETE", "/api/collections/demo2/records/zzdiffrt0000002"]),
    subscribe("subscribe to one demo2 record", ["demo2/llvuca81nly1qls"]),
    change(
      "a change to another demo2 record is not sent, to the subscribed one is",
      ["PATCH", "/api/collections/demo2/records/achvryl401bhse3", { active: false }],
      ["PATCH", "/api/collections/demo2/records/llvuca81nly1qls", { active: true }],
    ),
    subscribe(
      "subscribe to users and to user1's record as user1",
      ["users", "users/4q1xlclmfloku33"],
      "user1",
    ),
    change("user1's update is sent on its record topic only (users has no list rule)", [
      "PATCH",
      "/api/collections/users/records/4q1xlclmfloku33",
      { name: "rt name" },
      "admin",
    ]),
    subscribe("subscribe to users and demo2 as user1", ["users", "demo2"], "user1"),
    change(
      "another user's update is not sent to user1, a demo2 create is",
      ["PATCH", "/api/collections/users/records/oap640cot4yru2s", { name: "other" }, "admin"],
      ["POST", "/api/collections/demo2/records", { id: "zzdiffrt0000003", title: "rt3" }],
    ),
    subscribe("subscribing as another identity is refused", ["demo1"], "admin"),
    change(
      "the refused subscription changed nothing: a demo1 create is not sent, a demo2 create is",
      [
        "POST",
        "/api/collections/demo1/records",
        { id: "zzdiffrt0000004", text: "rt4", rel_one: "84nmscqy84lsi1t" },
        "admin",
      ],
      ["POST", "/api/collections/demo2/records", { id: "zzdiffrt0000005", title: "rt5" }],
    ),
    change("a demo2 delete of a record with a relation-free row", [
      "DELETE",
      "/api/collections/demo2/records/zzdiffrt0000005",
    ]),
    subscribe("unsubscribing as a guest is refused too", []),
    subscribe("unsubscribing as the bound user", [], "user1"),
  ],
};
