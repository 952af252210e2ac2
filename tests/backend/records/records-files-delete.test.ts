import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import PocketBase from "pocketbase";
import { describe, expect, test } from "vitest";
import { adminToken, clientToken, user3Token } from "../../helpers/fixture-tokens.ts";
import { fixtureDir } from "../../helpers/pbdeck-process.ts";
import { failure } from "../../helpers/sdk-failure.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

// ready-made fixture tokens (data-model §8.8), valid until 2040
const tokens = { admin: adminToken, user3: user3Token, client: clientToken } as const;

const png = readFileSync(join(fixtureDir, "storage/wsmn24bux7wo113/al1h9ijdeojtsjy/300_Jsjq7RdBgA.png"));

const server = serverForSuite();

function as(who?: keyof typeof tokens): PocketBase {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  if (who) pb.authStore.save(tokens[who], null);
  return pb;
}

function rows(sql: string, ...params: string[]): Array<Record<string, unknown>> {
  const db = new DatabaseSync(join(server.dataDir, "data.db"), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
}

const storagePath = (...parts: string[]) => join(server.dataDir, "storage", ...parts);
const filesOf = (collectionId: string, recordId: string) =>
  existsSync(storagePath(collectionId, recordId))
    ? readdirSync(storagePath(collectionId, recordId))
        .filter((n) => !n.endsWith(".attrs") && !n.startsWith("thumbs_"))
        .sort()
    : [];

function form(entries: Array<[string, string | Blob, string?]>): FormData {
  const body = new FormData();
  for (const [key, value, name] of entries) {
    if (typeof value === "string") body.append(key, value);
    else body.append(key, value, name);
  }
  return body;
}

describe("uploads", () => {
  test("multipart files are stored under <collectionId>/<recordId>/ with generated names", async () => {
    const record = await as("client")
      .collection("demo3")
      .create(
        form([
          ["title", "with files"],
          ["files", new Blob(["hello"]), "My Notes.txt"],
          ["files", new Blob([png]), "photo.png"],
          ["ignored", new Blob(["x"]), "x.txt"],
        ]),
      );
    expect(record.title).toBe("with files");
    expect(record.files).toHaveLength(2);
    expect(record.files[0]).toMatch(/^my_notes_[A-Za-z0-9]{10}\.txt$/);
    expect(record.files[1]).toMatch(/^photo_[A-Za-z0-9]{10}\.png$/);
    expect(filesOf("wzlqyes4orhoygb", record.id)).toEqual([...record.files].sort());
    expect(readFileSync(storagePath("wzlqyes4orhoygb", record.id, record.files[0]), "utf8")).toBe("hello");
    const attrs = JSON.parse(
      readFileSync(storagePath("wzlqyes4orhoygb", record.id, `${record.files[1]}.attrs`), "utf8"),
    );
    expect(attrs["user.content_type"]).toBe("image/png");
    expect(attrs["user.metadata"]).toEqual({ "original-filename": "photo.png" });
  });

  test("a single-file field replaces the old file and deletes it", async () => {
    const old = "logo_vcf_jjg5_tah_9MtIHytOmZ.svg";
    expect(filesOf("9n89pl5vkct6330", "qjeql998mtp1azp")).toEqual([old]);
    const record = await as("admin")
      .collection("demo5")
      .update("qjeql998mtp1azp", form([["file", new Blob([png]), "new.png"]]));
    expect(record.file).toMatch(/^new_[A-Za-z0-9]{10}\.png$/);
    expect(filesOf("9n89pl5vkct6330", "qjeql998mtp1azp")).toEqual([record.file]);
  });

  test("limits: mime types, size and count; a failed upload writes nothing", async () => {
    const before = filesOf("_pb_users_auth_", "bgs820n361vj1qd");
    const mime = await failure(
      as("user3")
        .collection("users")
        .update("bgs820n361vj1qd", form([["avatar", new Blob(["plain text"]), "a.txt"]])),
    );
    expect(mime.status).toBe(400);
    expect(mime.body.data).toEqual({
      avatar: {
        code: "validation_invalid_mime_type",
        message: expect.stringMatching(
          /^"a[A-Za-z0-9]{10}_[A-Za-z0-9]{10}\.txt" mime type must be one of: image\/jpg, image\/jpeg, image\/png, image\/svg\+xml, image\/gif\.$/,
        ),
      },
    });
    const big = await failure(
      as("user3")
        .collection("users")
        .update("bgs820n361vj1qd", form([["file", new Blob([Buffer.alloc(5242881)]), "big.bin"]])),
    );
    expect(big.body.data).toEqual({
      file: {
        code: "validation_file_size_limit",
        message: 'Failed to upload "big.bin" - the maximum allowed file size is 5242880 bytes.',
      },
    });
    const many = await failure(
      as("user3")
        .collection("users")
        .update(
          "bgs820n361vj1qd",
          form(
            [1, 2, 3, 4, 5, 6].map(
              (i) => ["file", new Blob([`f${i}`]), `f${i}.txt`] as [string, Blob, string],
            ),
          ),
        ),
    );
    expect(many.body.data).toEqual({
      file: { code: "validation_too_many_values", message: "Select no more than 5." },
    });
    expect(filesOf("_pb_users_auth_", "bgs820n361vj1qd")).toEqual(before);
    const ok = await as("user3")
      .collection("users")
      .update("bgs820n361vj1qd", form([["avatar", new Blob([png]), "me.png"]]));
    expect(filesOf("_pb_users_auth_", "bgs820n361vj1qd")).toEqual([ok.avatar]);
  });

  test("files are removed with field-, legacy keys, or by leaving them out of the list", async () => {
    const pb = as("admin");
    const id = "84nmscqy84lsi1t";
    const initial = (await pb.collection("demo1").getOne(id)).file_many as string[];
    const afterMinus = await pb.collection("demo1").update(id, { "file_many-": initial[0] });
    expect(afterMinus.file_many).toEqual(initial.slice(1));
    expect(existsSync(storagePath("wsmn24bux7wo113", id, initial[0]))).toBe(false);
    // 300_WlbFWSGmW9.png had a thumbnail folder: it goes too
    const afterIndex = await pb.collection("demo1").update(id, form([["file_many.0", ""]]));
    expect(afterIndex.file_many).toEqual(initial.slice(2));
    expect(existsSync(storagePath("wsmn24bux7wo113", id, "thumbs_300_WlbFWSGmW9.png"))).toBe(false);
    const reordered = await pb.collection("demo1").update(id, { file_many: [initial[4], initial[2]] });
    expect(reordered.file_many).toEqual([initial[4], initial[2]]);
    expect(filesOf("wsmn24bux7wo113", id)).toEqual([initial[2], initial[4], "test_d61b33QdDU.txt"].sort());
    const cleared = await pb.collection("demo1").update(id, { file_many: null, file_one: "" });
    expect(cleared).toMatchObject({ file_many: [], file_one: "" });
    expect(filesOf("wsmn24bux7wo113", id)).toEqual([]);
  });
});

describe("delete", () => {
  test("rule outcomes: null → 403, unmatched → 404, views → 400, success → 204", async () => {
    expect((await failure(as().collection("demo1").delete("imy661ixudk5izi"))).status).toBe(403);
    expect((await failure(as().collection("demo5").delete("la4y2w4o98acwuj"))).status).toBe(404);
    expect((await failure(as("admin").collection("view1").delete("84nmscqy84lsi1t"))).body).toEqual({
      code: 400,
      message: "Unsupported collection type.",
      data: {},
    });
    expect((await failure(as().collection("demo2").delete("missing00000000"))).status).toBe(404);
    expect(
      await as()
        .collection("demo5")
        .delete("la4y2w4o98acwuj", { query: { test: 1 } }),
    ).toBe(true);
    expect(rows("SELECT id FROM demo5 WHERE id = 'la4y2w4o98acwuj'")).toEqual([]);
    expect(filesOf("9n89pl5vkct6330", "la4y2w4o98acwuj")).toEqual([]);
  });

  test("a required reference blocks the delete and nothing changes", async () => {
    const before = rows("SELECT * FROM demo4 ORDER BY id");
    expect(await failure(as("admin").collection("demo3").delete("lcl9d87w22ml6jy"))).toEqual({
      status: 400,
      body: {
        code: 400,
        message:
          "Failed to delete record. Make sure that the record is not part of a required relation reference.",
        data: {},
      },
    });
    expect(rows("SELECT id FROM demo3 WHERE id = 'lcl9d87w22ml6jy'")).toHaveLength(1);
    expect(rows("SELECT * FROM demo4 ORDER BY id")).toEqual(before);
    expect(filesOf("wzlqyes4orhoygb", "lcl9d87w22ml6jy")).toHaveLength(2);
  });

  test("cascade: emptied cascading relations delete their records, others are unset", async () => {
    await as("admin").collection("demo3").delete("mk5fmymtx4wsprk");
    expect(rows("SELECT id FROM demo3 WHERE id = 'mk5fmymtx4wsprk'")).toEqual([]);
    expect(filesOf("wzlqyes4orhoygb", "mk5fmymtx4wsprk")).toEqual([]);
    // demo4 qzaq… had rel_many_cascade ["mk5f…"]: deleted in turn
    expect(rows("SELECT id FROM demo4")).toEqual([{ id: "i9naidtvr6qsgb4" }]);
    const [remaining] = rows("SELECT self_rel_one, updated FROM demo4 WHERE id = 'i9naidtvr6qsgb4'");
    expect(remaining.self_rel_one).toBe("");
    expect(String(remaining.updated) > "2022-10-20 19:23:39.645Z").toBe(true);
    expect(rows("SELECT rel_many FROM demo5 WHERE id = 'qjeql998mtp1azp'")).toEqual([
      { rel_many: '["i9naidtvr6qsgb4"]' },
    ]);
  });

  test("deleting an auth record removes its external auths, files and references", async () => {
    expect(rows("SELECT id FROM _externalAuths WHERE recordId = '4q1xlclmfloku33'")).toHaveLength(2);
    await as("admin").collection("users").delete("4q1xlclmfloku33");
    expect(rows("SELECT id FROM _externalAuths WHERE recordId = '4q1xlclmfloku33'")).toEqual([]);
    expect(existsSync(storagePath("_pb_users_auth_", "4q1xlclmfloku33"))).toBe(false);
    // demo1.rel_many cascades, but al1h… still references two other users
    expect(rows("SELECT rel_many FROM demo1 WHERE id = 'al1h9ijdeojtsjy'")).toEqual([
      { rel_many: '["bgs820n361vj1qd","oap640cot4yru2s"]' },
    ]);
  });
});
