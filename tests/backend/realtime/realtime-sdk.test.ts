import PocketBase, { type RecordModel, type RecordSubscription } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";
import { installFetchEventSource } from "../../helpers/fetch-event-source.ts";
import { adminToken, user1Token } from "../../helpers/fixture-tokens.ts";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";

// ready-made fixture tokens (data-model §8.8), valid until 2040
const tokens = { admin: adminToken, user1: user1Token } as const;

installFetchEventSource();

/** Collects the events a subscription callback receives; `next()` waits for one (5 s at most). */
function collector() {
  const events: Array<RecordSubscription<RecordModel>> = [];
  let wake = () => {};
  return {
    callback: (event: RecordSubscription<RecordModel>) => {
      events.push(event);
      wake();
    },
    async next(): Promise<RecordSubscription<RecordModel>> {
      if (events.length === 0) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error("no event in time")), 5000);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      return events.shift() as RecordSubscription<RecordModel>;
    },
  };
}

let server: PbdeckProcess;
let data: ReturnType<typeof copyFixture>;

beforeAll(async () => {
  data = copyFixture();
  server = await startPbdeck(data.dir);
});
afterAll(async () => {
  if (server.child.exitCode === null) await server.stop();
  data.cleanup();
});

function sdk(token: string): PocketBase {
  const pb = new PocketBase(server.url);
  pb.authStore.save(token, null);
  pb.autoCancellation(false);
  return pb;
}

test("SDK subscribe('*') and subscribe(id) receive the writes of another client; unsubscribe stops them", async () => {
  const listener = new PocketBase(server.url);
  const writer = sdk(tokens.admin);
  const all = collector();
  const one = collector();
  await listener.collection("demo2").subscribe("*", all.callback);
  expect(listener.realtime.isConnected).toBe(true);
  expect(listener.realtime.clientId).toMatch(/^[A-Za-z0-9]{40}$/);

  const created = await writer.collection("demo2").create({ title: "via sdk" });
  expect(await all.next()).toEqual({ action: "create", record: created });

  await listener.collection("demo2").subscribe(created.id, one.callback);
  const updated = await writer.collection("demo2").update(created.id, { active: true });
  expect(await all.next()).toEqual({ action: "update", record: updated });
  expect(await one.next()).toEqual({ action: "update", record: updated });

  await listener.collection("demo2").unsubscribe("*");
  await writer.collection("demo2").delete(created.id);
  expect(await one.next()).toEqual({ action: "delete", record: updated });

  await listener.collection("demo2").unsubscribe();
  expect(listener.realtime.isConnected).toBe(false);
});

test("an SDK client authenticated as the owner sees its own users record, with email", async () => {
  const listener = sdk(tokens.user1);
  const own = collector();
  await listener.collection("users").subscribe("4q1xlclmfloku33", own.callback);
  const updated = await sdk(tokens.admin).collection("users").update("4q1xlclmfloku33", { name: "sdk" });
  const event = await own.next();
  expect(event).toEqual({ action: "update", record: updated });
  expect(event.record.email).toBe("test@example.com");
  await listener.realtime.unsubscribe();
});

test("SIGTERM ends open streams and the server still exits promptly with 0", async () => {
  const res = await fetch(`${server.url}/api/realtime`);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const first = await reader.read();
  expect(new TextDecoder().decode(first.value)).toContain("event:PB_CONNECT");
  const ended = (async () => {
    try {
      while (!(await reader.read()).done);
      return "ended";
    } catch {
      return "cut";
    }
  })();
  expect(await server.stop()).toBe(0);
  // the server's drain destroys event streams first, so the chunked body is cut rather than finished
  expect(await ended).toBe("cut");
});
