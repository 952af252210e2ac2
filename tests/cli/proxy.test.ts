import { afterAll, beforeAll, expect, test } from "vitest";
import { createClient } from "../../shared/client/index.ts";
import { adminToken } from "../helpers/fixture-tokens.ts";
import { copyFixture, freePort, type PbdeckProcess, startPbdeck } from "../helpers/pbdeck-process.ts";
import { type CliServer, startCli } from "./helpers/cli-process.ts";

// ready-made admin token of the fixture (data-model §8.8)
const avatarPath = "/api/files/_pb_users_auth_/4q1xlclmfloku33/300_1SEi6Q6U72.png";

let data: ReturnType<typeof copyFixture>;
let direct: PbdeckProcess;
let proxy: CliServer;

beforeAll(async () => {
  data = copyFixture();
  direct = await startPbdeck(data.dir);
  proxy = await startCli(["--backend", direct.url, "--http", `127.0.0.1:${await freePort()}`, "--no-open"]);
});
afterAll(async () => {
  expect(await proxy.stop()).toBe(0);
  expect(proxy.stderr()).toBe("");
  expect(await direct.stop()).toBe(0);
  data.cleanup();
});

/** SDK clients for the direct server and the proxy, both signed in as the fixture admin. */
function clients() {
  return [direct.url, proxy.url].map((url) => {
    const client = createClient(url);
    client.pb.autoCancellation(false);
    client.pb.authStore.save(adminToken, { id: "sywbhecnh46rhm0" } as never);
    return client.pb;
  });
}

/** The settled outcome of an SDK call: the value, or the error's status and body. */
async function outcome(call: () => Promise<unknown>): Promise<unknown> {
  try {
    return { ok: await call() };
  } catch (err) {
    const { status, response } = err as { status: number; response: unknown };
    return { status, response };
  }
}

async function bytes(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    body: Buffer.from(await res.arrayBuffer()).toString("base64"),
  };
}

test("health is identical through the proxy", async () => {
  const [a, b] = clients();
  expect(await outcome(() => b.health.check())).toEqual(await outcome(() => a.health.check()));
});

test("lists are identical through the proxy", async () => {
  const [a, b] = clients();
  const collections = await outcome(() => a.collections.getFullList({ sort: "+name" }));
  expect(collections).toMatchObject({
    ok: expect.arrayContaining([expect.objectContaining({ name: "demo1" })]),
  });
  expect(await outcome(() => b.collections.getFullList({ sort: "+name" }))).toEqual(collections);
  const records = await outcome(() => a.collection("demo1").getList(1, 5, { sort: "created" }));
  expect(records).toMatchObject({ ok: { page: 1, perPage: 5 } });
  expect(await outcome(() => b.collection("demo1").getList(1, 5, { sort: "created" }))).toEqual(records);
});

test("error responses keep their status and body", async () => {
  const [a, b] = clients();
  const missing = await outcome(() => a.collection("missing").getList());
  expect(missing).toMatchObject({ status: 404 });
  expect(await outcome(() => b.collection("missing").getList())).toEqual(missing);
  const badFilter = await outcome(() => a.collection("demo1").getList(1, 5, { filter: "(((" }));
  expect(badFilter).toMatchObject({ status: 400 });
  expect(await outcome(() => b.collection("demo1").getList(1, 5, { filter: "(((" }))).toEqual(badFilter);
  const anonymous = createClient(proxy.url).pb;
  const unauthorized = await outcome(() => anonymous.admins.getList());
  expect(unauthorized).toEqual(await outcome(() => createClient(direct.url).pb.admins.getList()));
  expect(unauthorized).toMatchObject({ status: 401 });
});

test("file downloads and thumbnails are byte-identical", async () => {
  const original = await bytes(`${direct.url}${avatarPath}`);
  expect(original.status).toBe(200);
  expect(await bytes(`${proxy.url}${avatarPath}`)).toEqual(original);
  const thumb = await bytes(`${direct.url}${avatarPath}?thumb=50x50`);
  expect(thumb.status).toBe(200);
  expect(await bytes(`${proxy.url}${avatarPath}?thumb=50x50`)).toEqual(thumb);
});

test("a multipart upload through the proxy stores the same bytes", async () => {
  const [a, b] = clients();
  const collection = await b.collections.create({
    name: "uploads",
    type: "base",
    listRule: "",
    viewRule: "",
    schema: [
      { name: "title", type: "text" },
      { name: "doc", type: "file", options: { maxSelect: 1, maxSize: 10485760, mimeTypes: [], thumbs: [] } },
    ],
  });
  const content = Buffer.from(Array.from({ length: 2 * 1024 * 1024 }, (_, i) => (i * 31) % 256));
  const record = await b.collection(collection.id).create({
    title: "through the proxy",
    doc: new File([content], "payload.bin", { type: "application/octet-stream" }),
  });
  expect(await a.collection(collection.id).getOne(record.id)).toEqual(record);
  const path = `/api/files/${collection.id}/${record.id}/${record.doc}`;
  const viaDirect = await bytes(`${direct.url}${path}`);
  expect(Buffer.from(viaDirect.body, "base64").equals(content)).toBe(true);
  expect(await bytes(`${proxy.url}${path}`)).toEqual(viaDirect);
});

test("realtime events arrive through the proxy stream", async () => {
  const [, b] = clients();
  const res = await fetch(`${proxy.url}/api/realtime`, { headers: { "Accept-Encoding": "gzip" } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  expect(res.headers.get("content-encoding")).toBeNull();
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const nextFrame = async () => {
    while (!buffer.includes("\n\n")) buffer += decoder.decode((await reader.read()).value);
    const end = buffer.indexOf("\n\n") + 2;
    const frame = buffer.slice(0, end);
    buffer = buffer.slice(end);
    return frame;
  };
  const connect = await nextFrame();
  const clientId = /^id:(\S+)\nevent:PB_CONNECT\n/.exec(connect)?.[1];
  expect(clientId).toBeTruthy();
  const subscribe = await fetch(`${proxy.url}/api/realtime`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: adminToken },
    body: JSON.stringify({ clientId, subscriptions: ["demo1"] }),
  });
  expect(subscribe.status).toBe(204);
  const created = await b.collection("demo1").create({ text: "live" });
  const event = await nextFrame();
  expect(event.startsWith(`id:${clientId}\nevent:demo1\ndata:`)).toBe(true);
  expect(JSON.parse(event.split("\ndata:")[1])).toMatchObject({
    action: "create",
    record: { id: created.id },
  });
  await reader.cancel();
});
