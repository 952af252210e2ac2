import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { adminToken, clientToken, user1Token, user3Token } from "../../helpers/fixture-tokens.ts";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";

// ready-made fixture tokens (data-model §8.8), valid until 2040
const tokens = { admin: adminToken, user1: user1Token, user3: user3Token, client: clientToken } as const;

const user1 = "4q1xlclmfloku33";
const user2 = "oap640cot4yru2s";
const user3 = "bgs820n361vj1qd";

interface Frame {
  id: string;
  event: string;
  data: string;
  raw: string;
}

/** One GET /api/realtime read with fetch; frames queue up until `next()` takes them. */
interface Stream {
  clientId: string;
  headers: Headers;
  connect: Frame;
  next(timeoutMs?: number): Promise<Frame>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseFrame(raw: string): Frame {
  const frame: Frame = { id: "", event: "", data: "", raw };
  for (const line of raw.split("\n")) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const key = line.slice(0, colon);
    if (key === "id" || key === "event" || key === "data") frame[key] = line.slice(colon + 1);
  }
  return frame;
}

const open: Stream[] = [];

async function openStream(query = ""): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${server.url}/api/realtime${query}`, { signal: controller.signal });
  const queue: Frame[] = [];
  let wake = () => {};
  let done = false;
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        buffer += decoder.decode(part.value, { stream: true });
        for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
          queue.push(parseFrame(buffer.slice(0, cut + 2)));
          buffer = buffer.slice(cut + 2);
        }
        wake();
      }
    } catch {
      // aborted by close()
    }
    done = true;
    wake();
  })();
  async function next(timeoutMs = 5000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    while (queue.length === 0) {
      if (done) throw new Error("the stream ended");
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("no event in time");
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return queue.shift() as Frame;
  }
  const connect = await next();
  const stream = {
    clientId: connect.id,
    headers: res.headers,
    connect,
    next,
    ended,
    close: () => controller.abort(),
  };
  open.push(stream);
  return stream;
}

async function subscribe(stream: Stream, subscriptions: string[], token = ""): Promise<Response> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = token;
  return fetch(`${server.url}/api/realtime`, {
    method: "POST",
    headers,
    body: JSON.stringify({ clientId: stream.clientId, subscriptions }),
  });
}

function sdk(token = tokens.admin): PocketBase {
  const pb = new PocketBase(server.url);
  pb.authStore.save(token, null);
  pb.autoCancellation(false);
  return pb;
}

/** Creates a demo2 record: every test stream also watches demo2/*, so this event proves nothing else came before it. */
let barriers = 0;
async function barrier(): Promise<string> {
  // demo2 titles are unique
  const record = await sdk()
    .collection("demo2")
    .create({ title: `barrier ${++barriers}` });
  return record.id;
}

async function expectBarrier(stream: Stream, id: string): Promise<void> {
  const frame = await stream.next();
  expect(frame.event).toBe("demo2/*");
  expect(JSON.parse(frame.data).record.id).toBe(id);
}

let server: PbdeckProcess;
let data: ReturnType<typeof copyFixture>;

beforeAll(async () => {
  data = copyFixture();
  server = await startPbdeck(data.dir);
});
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
  data.cleanup();
});

test("GET /api/realtime streams PB_CONNECT first, with the client id as id and data", async () => {
  const stream = await openStream();
  expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=UTF-8");
  expect(stream.headers.get("cache-control")).toBe("no-store");
  expect(stream.headers.get("x-accel-buffering")).toBe("no");
  expect(stream.headers.get("content-encoding")).toBeNull();
  expect(stream.clientId).toMatch(/^[A-Za-z0-9]{40}$/);
  expect(stream.connect.raw).toBe(
    `id:${stream.clientId}\nevent:PB_CONNECT\ndata:{"clientId":"${stream.clientId}"}\n\n`,
  );
  const other = await openStream();
  expect(other.clientId).not.toBe(stream.clientId);
});

test("create, update and delete by another client arrive once per subscribed topic, exactly framed", async () => {
  const stream = await openStream();
  expect((await subscribe(stream, ["demo2/*", "sz5l5z67tg7gku0", ""])).status).toBe(204);
  const pb = sdk();
  const created = await pb.collection("demo2").create({ title: "live" });
  const createFrames = [await stream.next(), await stream.next()].sort((a, b) =>
    a.event < b.event ? -1 : 1,
  );
  expect(createFrames.map((f) => f.event)).toEqual(["demo2/*", "sz5l5z67tg7gku0"]);
  for (const frame of createFrames) {
    expect(frame.id).toBe(stream.clientId);
    expect(frame.data).toBe(JSON.stringify({ action: "create", record: created }));
  }

  expect((await subscribe(stream, ["demo2/*", `demo2/${created.id}`])).status).toBe(204);
  const updated = await pb.collection("demo2").update(created.id, { title: "changed" });
  const updateFrames = [await stream.next(), await stream.next()].sort((a, b) =>
    a.event < b.event ? -1 : 1,
  );
  expect(updateFrames.map((f) => f.raw)).toEqual([
    `id:${stream.clientId}\nevent:demo2/*\ndata:${JSON.stringify({ action: "update", record: updated })}\n\n`,
    `id:${stream.clientId}\nevent:demo2/${created.id}\ndata:${JSON.stringify({ action: "update", record: updated })}\n\n`,
  ]);

  await pb.collection("demo2").delete(created.id);
  const deleteFrames = [await stream.next(), await stream.next()];
  expect(deleteFrames.map((f) => f.event).sort()).toEqual(["demo2/*", `demo2/${created.id}`]);
  for (const frame of deleteFrames)
    expect(JSON.parse(frame.data)).toEqual({ action: "delete", record: updated });
});

test("users events follow listRule (admins only) and viewRule (the owner), with email per subscriber", async () => {
  const guest = await openStream();
  const owner = await openStream();
  const admin = await openStream();
  await subscribe(guest, ["demo2/*", "users/*", `users/${user1}`]);
  await subscribe(owner, ["demo2/*", "users/*", `users/${user1}`, `_pb_users_auth_/${user2}`], tokens.user1);
  await subscribe(admin, ["demo2/*", "users/*"], tokens.admin);

  const pb = sdk();
  const first = await pb.collection("users").update(user1, { name: "renamed" });
  expect(first).toHaveProperty("email", "test@example.com"); // the admin sees it
  const ownFrame = await owner.next();
  expect(ownFrame.event).toBe(`users/${user1}`);
  expect(ownFrame.data).toBe(JSON.stringify({ action: "update", record: first }));
  const adminFrame = await admin.next();
  expect(adminFrame.event).toBe("users/*");
  expect(adminFrame.data).toBe(JSON.stringify({ action: "update", record: first }));

  await pb.collection("users").update(user2, { name: "other" });
  const adminSecond = await admin.next();
  expect(JSON.parse(adminSecond.data).record).toMatchObject({ id: user2, email: "test2@example.com" });

  const mark = await barrier();
  await expectBarrier(guest, mark);
  await expectBarrier(owner, mark);
  await expectBarrier(admin, mark);
});

test("demo3 events reach only auth records outside users; the cascade delete reaches demo4 watchers", async () => {
  const guest = await openStream();
  const user = await openStream();
  const client = await openStream();
  await subscribe(guest, ["demo2/*", "demo3/*", "demo4/*"]);
  await subscribe(user, ["demo2/*", "demo3/*"], tokens.user1);
  await subscribe(client, ["demo2/*", "wzlqyes4orhoygb/*"], tokens.client);

  const pb = sdk();
  // demo4 qzaqccwrmva4o1n holds mk5fmymtx4wsprk as the only item of its cascading rel_many_cascade
  await pb.collection("demo3").delete("mk5fmymtx4wsprk");
  const clientFrame = await client.next();
  expect(clientFrame.event).toBe("wzlqyes4orhoygb/*");
  expect(JSON.parse(clientFrame.data)).toMatchObject({
    action: "delete",
    record: { id: "mk5fmymtx4wsprk", collectionName: "demo3", title: "test4" },
  });
  const cascade = await guest.next();
  expect(cascade.event).toBe("demo4/*");
  expect(JSON.parse(cascade.data)).toMatchObject({
    action: "delete",
    record: { id: "qzaqccwrmva4o1n", collectionName: "demo4", rel_many_cascade: ["mk5fmymtx4wsprk"] },
  });

  const mark = await barrier();
  // demo4 records that only lost the deleted id from a relation arrive as updates without it
  const updates: Array<{ action: string; record: Record<string, unknown> }> = [];
  for (;;) {
    const frame = await guest.next();
    if (frame.event === "demo2/*") {
      expect(JSON.parse(frame.data).record.id).toBe(mark);
      break;
    }
    expect(frame.event).toBe("demo4/*");
    updates.push(JSON.parse(frame.data));
  }
  expect(updates.length).toBeGreaterThan(0);
  for (const update of updates) {
    expect(update.action).toBe("update");
    expect(JSON.stringify(update.record)).not.toContain("mk5fmymtx4wsprk");
  }
  await expectBarrier(user, mark);
  await expectBarrier(client, mark);
});

test("nologin events show the email only to managers (users records) and admins", async () => {
  const guest = await openStream();
  const manager = await openStream();
  await subscribe(guest, ["nologin/dc49k6jgejn40h3"]);
  await subscribe(manager, ["nologin/dc49k6jgejn40h3"], tokens.user1);
  await sdk().collection("nologin").update("dc49k6jgejn40h3", { name: "seen" });
  const forGuest = JSON.parse((await guest.next()).data).record;
  const forManager = JSON.parse((await manager.next()).data).record;
  expect(forGuest).not.toHaveProperty("email");
  expect(forManager).toHaveProperty("email", "test@example.com");
  const { email: _email, ...rest } = forManager;
  expect(forGuest).toEqual(rest);
});

test("a new subscription set replaces the old one; [] clears it", async () => {
  const stream = await openStream();
  await subscribe(stream, ["demo2/*", "demo4/*"]);
  await subscribe(stream, ["demo4/*"]);
  const pb = sdk();
  await pb.collection("demo2").create({ title: "unseen" });
  const demo4 = await pb.collection("demo4").create({
    title: "seen",
    rel_one_no_cascade_required: "lcl9d87w22ml6jy",
    rel_many_no_cascade_required: ["lcl9d87w22ml6jy"],
  });
  const frame = await stream.next();
  expect(frame.event).toBe("demo4/*");
  expect(JSON.parse(frame.data).record.id).toBe(demo4.id);

  await subscribe(stream, []);
  await subscribe(stream, ["demo2/*"]);
  const mark = await barrier();
  await expectBarrier(stream, mark);
});

test("deleting the auth record bound to a client ends its stream", async () => {
  const doomed = await openStream();
  const watcher = await openStream();
  await subscribe(doomed, ["demo2/*", "users/*"], tokens.user3);
  await subscribe(watcher, ["users/*"], tokens.admin);
  await sdk().collection("users").delete(user3);
  await doomed.ended;
  const frame = await watcher.next();
  expect(JSON.parse(frame.data)).toMatchObject({ action: "delete", record: { id: user3 } });
  const res = await subscribe(doomed, ["demo2/*"], tokens.user3);
  expect(res.status).toBe(404);
});

test("the stream is written to the request log when it ends", async () => {
  const logs = new DatabaseSync(join(server.dataDir, "logs.db"), { readOnly: true });
  // a marker in the query tells this stream's entry from those of other tests' streams
  const url = "/api/realtime?logged=1";
  const count = () =>
    (
      logs
        .prepare("SELECT count(*) AS n FROM _requests WHERE url = ? AND method = 'GET' AND status = 200")
        .get(url) as {
        n: number;
      }
    ).n;
  try {
    const stream = await openStream("?logged=1");
    expect(count()).toBe(0);
    stream.close();
    await expect.poll(count).toBe(1);
  } finally {
    logs.close();
  }
});
