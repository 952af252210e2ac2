/** Bad archives and races: each gets a clear 400 and leaves the data and the backups list as they were. */
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import PocketBase from "pocketbase";
import { beforeAll, describe, expect, test } from "vitest";
import { uploadBackup, waitForBackupsIdle } from "../../../shared/client/backups.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { rejection } from "../../helpers/sdk-failure.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";
import { demoRecordIds, expectLiveDataUnchanged } from "./live-data-check.ts";
import {
  fixtureDataDb,
  forgeUncompressedSizes,
  renameInZip,
  zipOf,
  zipSharingOneStream,
} from "./zip-craft.ts";

const server = serverForSuite();
let pb: PocketBase;
let recordIds: string[];

beforeAll(async () => {
  pb = new PocketBase(server.url);
  pb.authStore.save(adminToken, null);
  recordIds = await demoRecordIds(pb);
  await pb.backups.create("good.zip");
});

async function expectDataUnchanged(): Promise<void> {
  await waitForBackupsIdle(pb, 30_000, 50);
  await expectLiveDataUnchanged(pb, server.dataDir, recordIds);
}

function file(bytes: Buffer, name: string): File {
  return new File([new Uint8Array(bytes)], name);
}

/** Uploads an archive, then tries to restore it: the restore's error. */
async function restoreFailure(bytes: Buffer, name: string) {
  await uploadBackup(pb, file(bytes, name));
  const err = await rejection(pb.backups.restore(name));
  await expectDataUnchanged();
  return err;
}

describe("uploads", () => {
  test("a file that is not a zip", async () => {
    const err = await rejection(uploadBackup(pb, file(Buffer.from("just text\n"), "notes.zip")));
    expect(err.status).toBe(400);
    expect(err.response).toEqual({
      code: 400,
      message: "Something went wrong while processing your request.",
      data: {
        file: {
          code: "validation_invalid_mime_type",
          message: '"notes.zip" mime type must be one of: application/zip.',
        },
      },
    });
  });

  test("a name that is taken", async () => {
    const token = await pb.files.getToken();
    const bytes = Buffer.from(
      await (await fetch(pb.backups.getDownloadUrl(token, "good.zip"))).arrayBuffer(),
    );
    const err = await rejection(uploadBackup(pb, file(bytes, "good.zip")));
    expect(err.response.data).toEqual({
      file: {
        code: "validation_backup_name_exists",
        message: "Backup file with the specified name already exists.",
      },
    });
  });

  test("a name with a path is kept to its last part, inside the backups storage", async () => {
    const bytes = await zipOf([{ name: "data.db", data: fixtureDataDb() }]);
    await uploadBackup(pb, file(bytes, "../../escape.zip"));
    expect((await pb.backups.getFullList()).map((item) => item.key)).toContain("escape.zip");
    expect(statSync(join(server.dataDir, "..", "escape.zip"), { throwIfNoEntry: false })).toBeUndefined();
    await pb.backups.delete("escape.zip");
  });

  test("a multipart body without a file part", async () => {
    const err = await rejection(pb.backups.upload({ note: "no file" }));
    expect(err.response).toEqual({ code: 400, message: "Missing or invalid uploaded file.", data: {} });
  });
});

describe("restoring unsafe or broken archives", () => {
  test("a truncated zip", async () => {
    const whole = await zipOf([{ name: "data.db", data: fixtureDataDb() }]);
    const err = await restoreFailure(whole.subarray(0, Math.floor(whole.length / 2)), "truncated.zip");
    expect(err.status).toBe(400);
    // the zip library's own words stay in the server's log
    expect(err.response.message).toBe("Invalid backup archive: the file is not a readable zip archive.");
  });

  test("an entry ../../etc/passwd", async () => {
    const crafted = await zipOf([
      { name: "data.db", data: fixtureDataDb() },
      { name: "aa/aa/etc/passwd", data: Buffer.from("root:x:0:0::/root:/bin/sh\n") },
    ]);
    const err = await restoreFailure(
      renameInZip(crafted, "aa/aa/etc/passwd", "../../etc/passwd"),
      "traversal.zip",
    );
    expect(err.response).toEqual({
      code: 400,
      message: 'Invalid backup archive: the entry "../../etc/passwd" points outside the data directory.',
      data: {},
    });
  });

  test("an absolute path", async () => {
    const crafted = await zipOf([
      { name: "data.db", data: fixtureDataDb() },
      { name: "xtmp/owned", data: Buffer.from("x") },
    ]);
    const err = await restoreFailure(renameInZip(crafted, "xtmp/owned", "/tmp/owned"), "absolute.zip");
    expect(err.response.message).toBe('Invalid backup archive: the entry "/tmp/owned" has an absolute path.');
  });

  test("a symbolic link entry", async () => {
    const crafted = await zipOf([
      { name: "data.db", data: fixtureDataDb() },
      { name: "storage/link", data: Buffer.from("/etc/passwd"), mode: 0o120777 },
    ]);
    const err = await restoreFailure(crafted, "symlink.zip");
    expect(err.response.message).toBe('Invalid backup archive: the entry "storage/link" is a symbolic link.');
  });

  test("a zip bomb: a size no deflate stream can reach", async () => {
    const crafted = await zipOf([
      { name: "data.db", data: fixtureDataDb() },
      { name: "zeros.bin", data: Buffer.alloc(1024 * 1024) },
    ]);
    const err = await restoreFailure(forgeUncompressedSizes(crafted, 0xfffffff0), "bomb.zip");
    expect(err.response.message).toMatch(
      /^Invalid backup archive: the entry "[^"]+" declares an impossible compression ratio\.$/,
    );
  });

  // central records pointing several entries at one deflate stream, each under the ratio limit: refused
  // from the central directory (restoreFailure checks the scratch directory holds nothing afterwards)
  test("four entries on one 32 KiB deflate stream: more content than the archive can hold", async () => {
    const names = ["bomb/0.bin", "bomb/1.bin", "bomb/2.bin", "bomb/3.bin"];
    const bytes = zipSharingOneStream(
      [{ name: "data.db", data: fixtureDataDb() }],
      names,
      Buffer.alloc(32 << 20),
    );
    const err = await restoreFailure(bytes, "shared-four.zip");
    expect(err.response).toEqual({
      code: 400,
      message: `Invalid backup archive: the entries declare ${fixtureDataDb().length + 4 * (32 << 20)} bytes, more than an archive of ${bytes.length} bytes can hold.`,
      data: {},
    });
  });

  test("two entries on one small deflate stream: refused as overlapping", async () => {
    const bytes = zipSharingOneStream(
      [{ name: "data.db", data: fixtureDataDb() }],
      ["storage/a.bin", "storage/b.bin"],
      Buffer.alloc(1 << 20),
    );
    const err = await restoreFailure(bytes, "shared-two.zip");
    expect(err.response.message).toBe(
      'Invalid backup archive: the entries "storage/a.bin" and "storage/b.bin" overlap.',
    );
  });

  test("a header that understates a size: caught while extracting, nothing swapped", async () => {
    const crafted = await zipOf([
      { name: "data.db", data: fixtureDataDb() },
      { name: "zeros.bin", data: Buffer.alloc(1024 * 1024) },
    ]);
    await uploadBackup(pb, file(forgeUncompressedSizes(crafted, 1000), "understated.zip"));
    await pb.backups.restore("understated.zip");
    await expectDataUnchanged();
    expect(server.output()).toContain("restoring understated.zip failed, the data is unchanged");
  });

  test("an archive without data.db", async () => {
    const crafted = await zipOf([{ name: "storage/readme.txt", data: Buffer.from("no database") }]);
    const err = await restoreFailure(crafted, "nodata.zip");
    expect(err.response.message).toBe("Invalid backup archive: data.db file is missing or invalid.");
  });

  test("a data.db that is not a database: refused, nothing swapped", async () => {
    const crafted = await zipOf([{ name: "data.db", data: Buffer.from("not sqlite at all") }]);
    await uploadBackup(pb, file(crafted, "garbage.zip"));
    // the archive itself is sound: the failure shows when the data is proven before the swap
    await pb.backups.restore("garbage.zip");
    await expectDataUnchanged();
    expect(server.output()).toContain("restoring garbage.zip failed, the data is unchanged");
  });
});

describe("one backup or restore at a time", () => {
  const busy = "Try again later - another backup/restore process has already been started.";

  test("a second restore, a backup and a delete of the archive in use during a restore", async () => {
    // a large incompressible file keeps the restore busy long enough for the requests below
    mkdirSync(join(server.dataDir, "storage", "bulk"), { recursive: true });
    writeFileSync(join(server.dataDir, "storage", "bulk", "random.bin"), randomBytes(32 * 1024 * 1024));
    await pb.backups.create("large.zip");
    rmSync(join(server.dataDir, "storage", "bulk"), { recursive: true });

    await pb.backups.restore("large.zip");
    // no auto-cancellation: the same kind of call twice is the point
    const results = await Promise.allSettled([
      pb.backups.restore("good.zip", { requestKey: null }),
      pb.backups.create("during.zip", { requestKey: null }),
      pb.backups.delete("large.zip", { requestKey: null }),
    ]);
    const messages = results.map((result) =>
      result.status === "rejected"
        ? (result.reason as { response: { message: string } }).response.message
        : "ok",
    );
    expect(messages).toEqual([busy, busy, "The backup is currently being used and cannot be deleted."]);
    expect((await pb.health.check()).data).toEqual({ canBackup: false });
    await expectDataUnchanged();
    expect(statSync(join(server.dataDir, "storage", "bulk", "random.bin")).size).toBe(32 * 1024 * 1024);
    expect((await pb.backups.getFullList()).map((item) => item.key)).toContain("large.zip");
  });
});
