/**
 * Writers creating and updating records while an admin patches the collection's schema (a field added,
 * then removed, twelve times): every valid write succeeds, none answers "Failed to create record.".
 */
import PocketBase from "pocketbase";
import { beforeAll, expect, test } from "vitest";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

const writers = 6;
const patches = 12;

const server = serverForSuite();
let admin: PocketBase;

// without the SDK's auto-cancellation, which would abort identical concurrent requests
const client = (): PocketBase => new PocketBase(server.url).autoCancellation(false);

beforeAll(async () => {
  admin = client();
  admin.authStore.save(adminToken, null);
  await admin.collections.create({
    name: "racing",
    type: "base",
    listRule: "",
    viewRule: "",
    createRule: "",
    updateRule: "",
    schema: [
      { name: "title", type: "text" },
      { name: "doc", type: "file", options: { maxSelect: 1, maxSize: 1024 * 1024 } },
    ],
  });
});

test("creates and updates racing schema patches all succeed", async () => {
  const racing = await admin.collections.getOne("racing");
  const base = racing.schema;
  let patching = true;
  const failures: string[] = [];
  const created: string[] = [];

  const writer = async (w: number) => {
    const pb = client();
    for (let i = 0; patching || i < 3; i++) {
      try {
        // JSON and multipart creates, then an update of the new record
        const body =
          i % 2 === 0
            ? { title: `w${w} r${i}` }
            : (() => {
                const form = new FormData();
                form.append("title", `w${w} r${i}`);
                form.append("doc", new File([`file of w${w} r${i}`], "doc.txt"));
                return form;
              })();
        const record = await pb.collection("racing").create(body);
        created.push(record.id);
        await pb.collection("racing").update(record.id, { title: `w${w} r${i} updated` });
      } catch (err) {
        failures.push(
          `w${w} r${i}: ${JSON.stringify((err as { response?: unknown }).response ?? String(err))}`,
        );
      }
    }
  };

  const patcher = async () => {
    try {
      for (let p = 0; p < patches; p++) {
        await admin.collections.update("racing", {
          schema: [...base, { name: `extra${p}`, type: "text", options: { max: 20 } }],
        });
        await admin.collections.update("racing", { schema: base });
      }
    } finally {
      patching = false;
    }
  };

  await Promise.all([patcher(), ...Array.from({ length: writers }, (_, w) => writer(w))]);
  expect(failures).toEqual([]);
  expect(created.length).toBeGreaterThan(writers * 3);
  const stored = await admin.collection("racing").getFullList({ fields: "id,title" });
  expect(stored.map((record) => record.id).sort()).toEqual([...created].sort());
  expect(stored.every((record) => record.title.endsWith(" updated"))).toBe(true);
});
