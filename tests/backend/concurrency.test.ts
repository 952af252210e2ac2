/**
 * Concurrent requests through the SDK: no lost creates, no lost `+` modifier updates, no lost appends,
 * sign-ins that keep working while the record changes, and no dangling relation after a racing
 * create and cascade delete.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../helpers/pbdeck-process.ts";

const N = 40;

let server: PbdeckProcess;
let data: ReturnType<typeof copyFixture>;
let admin: PocketBase;
const ids: Record<string, string> = {};

/** A client without the SDK's auto-cancellation, which would abort identical concurrent requests. */
function client(): PocketBase {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  return pb;
}

beforeAll(async () => {
  data = copyFixture();
  server = await startPbdeck(data.dir);
  admin = client();
  await admin.admins.authWithPassword("test@example.com", "1234567890");
  const tags = Array.from({ length: N }, (_, i) => `t${i}`);
  const counters = await admin.collections.create({
    name: "counters",
    type: "base",
    listRule: "",
    viewRule: "",
    updateRule: "",
    schema: [
      { name: "n", type: "number" },
      { name: "tags", type: "select", options: { maxSelect: N, values: tags } },
      { name: "rels", type: "relation", options: { collectionId: "sz5l5z67tg7gku0", maxSelect: null } },
      { name: "docs", type: "file", options: { maxSelect: 99, maxSize: 1024 * 1024 } },
    ],
  });
  ids.counters = counters.id;
  const members = await admin.collections.create({
    name: "members",
    type: "auth",
    listRule: "id = @request.auth.id",
    viewRule: "id = @request.auth.id",
    updateRule: "id = @request.auth.id",
    options: { allowEmailAuth: true, allowUsernameAuth: true, minPasswordLength: 8 },
    schema: [
      { name: "score", type: "number" },
      { name: "nick", type: "text" },
    ],
  });
  ids.members = members.id;
  const parents = await admin.collections.create({
    name: "parents",
    type: "base",
    schema: [{ name: "title", type: "text" }],
  });
  await admin.collections.create({
    name: "children",
    type: "base",
    listRule: "",
    createRule: "",
    schema: [
      {
        name: "parent",
        type: "relation",
        options: { collectionId: parents.id, cascadeDelete: true, maxSelect: 1 },
      },
      { name: "att", type: "file", options: { maxSelect: 1, maxSize: 1024 * 1024 } },
    ],
  });
});
afterAll(async () => {
  const code = await server.stop();
  expect(code, server.output()).toBe(0);
  data.cleanup();
});

/** Runs every task at once and returns their settled results. */
function all<T>(count: number, task: (i: number) => Promise<T>): Promise<PromiseSettledResult<T>[]> {
  return Promise.allSettled(Array.from({ length: count }, (_, i) => task(i)));
}

function fulfilled<T>(results: PromiseSettledResult<T>[]): T[] {
  const failures = results.filter((r) => r.status === "rejected").map((r) => String(r.reason));
  expect(failures).toEqual([]);
  return results.map((r) => (r as PromiseFulfilledResult<T>).value);
}

test(`${N} concurrent creates into one collection are all stored with unique ids`, async () => {
  const before = (await admin.collection("demo2").getList(1, 1)).totalItems;
  const guest = client();
  const created = fulfilled(
    await all(N, (i) => guest.collection("demo2").create({ title: `parallel ${i}` })),
  );
  expect(new Set(created.map((r) => r.id)).size).toBe(N);
  const after = await admin.collection("demo2").getFullList({ filter: "title ~ 'parallel '" });
  expect(after.map((r) => r.title).sort()).toEqual(
    Array.from({ length: N }, (_, i) => `parallel ${i}`).sort(),
  );
  expect((await admin.collection("demo2").getList(1, 1)).totalItems).toBe(before + N);
  ids.demo2 = created.map((r) => r.id).join(",");
});

test(`${N} concurrent number+ updates of one record lose nothing`, async () => {
  const record = await admin.collection("counters").create({ n: 0 });
  const guest = client();
  const answers = fulfilled(
    await all(N, (i) => guest.collection("counters").update(record.id, { "n+": i + 1 })),
  );
  expect(answers.every((r) => typeof r.n === "number")).toBe(true);
  const expected = (N * (N + 1)) / 2;
  expect((await admin.collection("counters").getOne(record.id)).n).toBe(expected);
  // the answers saw every intermediate total exactly once
  expect(new Set(answers.map((r) => r.n)).size).toBe(N);
  expect(Math.max(...answers.map((r) => r.n as number))).toBe(expected);
});

test(`${N} concurrent select and relation appends keep every value`, async () => {
  const record = await admin.collection("counters").create({});
  const related = ids.demo2.split(",");
  const guest = client();
  fulfilled(
    await all(N, (i) =>
      guest.collection("counters").update(record.id, { "tags+": `t${i}`, "rels+": [related[i]], "n-": 1 }),
    ),
  );
  const stored = await admin.collection("counters").getOne(record.id);
  expect([...stored.tags].sort()).toEqual(Array.from({ length: N }, (_, i) => `t${i}`).sort());
  expect([...stored.rels].sort()).toEqual([...related].sort());
  expect(stored.n).toBe(-N);
});

test("concurrent multipart uploads to one record keep every file and every append", async () => {
  const record = await admin.collection("counters").create({});
  const count = 20;
  fulfilled(
    await all(count, (i) => {
      const form = new FormData();
      form.append("docs", new Blob([`file ${i}`], { type: "text/plain" }), `doc${i}.txt`);
      form.append("tags+", `t${i}`);
      form.append("n+", "2");
      return admin.collection("counters").update(record.id, form);
    }),
  );
  const stored = await admin.collection("counters").getOne(record.id);
  expect(stored.docs).toHaveLength(count);
  expect(stored.tags).toHaveLength(count);
  expect(stored.n).toBe(2 * count);
  const folder = join(data.dir, "storage", ids.counters, record.id);
  const onDisk = readdirSync(folder).filter((name) => !name.endsWith(".attrs"));
  expect(onDisk.sort()).toEqual([...stored.docs].sort());
  // every stored file still has its own content
  const contents = await Promise.all(
    stored.docs.map(async (name: string) => (await fetch(admin.files.getUrl(stored, name))).text()),
  );
  expect(contents.sort()).toEqual(Array.from({ length: count }, (_, i) => `file ${i}`).sort());
});

test("concurrent password changes with number+ on an auth record lose no update", async () => {
  const member = await admin.collection("members").create({
    username: "racer",
    email: "racer@example.com",
    password: "1234567890",
    passwordConfirm: "1234567890",
    score: 0,
  });
  const count = 8;
  fulfilled(
    await all(count, (i) =>
      admin.collection("members").update(member.id, {
        password: `password-${i}`,
        passwordConfirm: `password-${i}`,
        "score+": 1,
        nick: `nick ${i}`,
      }),
    ),
  );
  const stored = await admin.collection("members").getOne(member.id);
  expect(stored.score).toBe(count);
  // exactly one of the passwords is the current one
  const logins = await all(count, (i) =>
    client().collection("members").authWithPassword("racer", `password-${i}`),
  );
  expect(logins.filter((r) => r.status === "fulfilled")).toHaveLength(1);
});

test("sign-ins and auth refreshes keep working while the record changes", async () => {
  const member = await admin.collection("members").create({
    username: "busy",
    email: "busy@example.com",
    password: "1234567890",
    passwordConfirm: "1234567890",
  });
  const self = client();
  await self.collection("members").authWithPassword("busy@example.com", "1234567890");
  const results = await all(N, async (i) => {
    switch (i % 4) {
      case 0: {
        const pb = client();
        const auth = await pb.collection("members").authWithPassword("busy", "1234567890");
        return auth.record.id;
      }
      case 1: {
        const pb = client();
        pb.authStore.save(self.authStore.token, self.authStore.model);
        const auth = await pb.collection("members").authRefresh();
        return auth.record.id;
      }
      case 2:
        return (await admin.collection("members").update(member.id, { "score+": 1, nick: `n${i}` })).id;
      default:
        return (
          await self.collection("members").update(member.id, { "score+": 1, emailVisibility: i % 8 === 3 })
        ).id;
    }
  });
  expect(fulfilled(results)).toEqual(Array(N).fill(member.id));
  expect((await admin.collection("members").getOne(member.id)).score).toBe(N / 2);
  // the token issued before the changes is still valid
  const again = await self.collection("members").authRefresh();
  expect(again.record.id).toBe(member.id);
});

test("a racing create and cascade delete never leaves a child pointing at a deleted parent", async () => {
  const parents = fulfilled(await all(10, (i) => admin.collection("parents").create({ title: `p${i}` })));
  const guest = client();
  const childCreates = parents.flatMap((parent, p) =>
    Array.from({ length: 5 }, (_, c) => {
      const form = new FormData();
      form.append("parent", parent.id);
      form.append("att", new Blob([`child ${p}.${c}`], { type: "text/plain" }), "att.txt");
      return guest.collection("children").create(form);
    }),
  );
  const deletes = parents.map((parent) => admin.collection("parents").delete(parent.id));
  const settled = await Promise.allSettled([...childCreates, ...deletes]);
  for (const result of settled) {
    if (result.status === "fulfilled") continue;
    // a child whose parent was already gone is refused with a field error, never a 500
    expect(result.reason).toBeInstanceOf(ClientResponseError);
    expect((result.reason as ClientResponseError).status).toBe(400);
    expect(Object.keys((result.reason as ClientResponseError).response.data)).toEqual(["parent"]);
  }
  expect(settled.slice(-parents.length).every((r) => r.status === "fulfilled")).toBe(true);
  expect(await admin.collection("parents").getFullList({ filter: "title ~ 'p'" })).toEqual([]);
  const dangling = await admin.collection("children").getFullList({ filter: "parent != ''" });
  expect(dangling).toEqual([]);
  // the files of cascaded children are removed too (in the background)
  const childrenFolder = join(data.dir, "storage", (await admin.collections.getOne("children")).id);
  const deadline = Date.now() + 10_000;
  while (existsSync(childrenFolder) && readdirSync(childrenFolder).length > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const left = existsSync(childrenFolder) ? readdirSync(childrenFolder) : [];
  const survivors = await admin.collection("children").getFullList();
  expect(left.sort()).toEqual(survivors.map((r) => r.id).sort());
});
