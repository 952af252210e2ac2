/**
 * A pb_data with thousands of uploads (record folders, thumbs folders, a few files past the small-file
 * size that are streamed instead): the archive lists every file, and a restore gives back every name
 * and every byte.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import PocketBase from "pocketbase";
import { beforeAll, expect, test } from "vitest";
import yauzl from "yauzl";
import { waitForBackupsIdle } from "../../../shared/client/backups.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

const collectionId = "many_files_col";
const records = 1000;

/** An original per record (image-like random bytes, or text) and 1-3 thumbs: 3,000+ files. */
function addUploads(dataDir: string): void {
  for (let i = 0; i < records; i++) {
    const folder = join(dataDir, "storage", collectionId, `record${String(i).padStart(10, "0")}`);
    const original = i % 3 === 0 ? `notes_${i}.txt` : `photo_${i}.jpg`;
    mkdirSync(folder, { recursive: true });
    const text = `line ${i} of a text upload\n`.repeat(50 + (i % 400));
    writeFileSync(join(folder, original), i % 3 === 0 ? text : randomBytes(2048 + ((i * 7919) % 60_000)));
    for (const size of ["100x100", "0x50", "300x0"].slice(0, 1 + (i % 3))) {
      mkdirSync(join(folder, `thumbs_${original}`), { recursive: true });
      writeFileSync(join(folder, `thumbs_${original}`, `${size}_${original}`), randomBytes(200 + (i % 5000)));
    }
  }
  // past the small-file size: streamed, one incompressible, one compressible; and an empty file, a unicode name
  const big = join(dataDir, "storage", collectionId, "big");
  mkdirSync(big, { recursive: true });
  writeFileSync(join(big, "video.mp4"), randomBytes(3 * 1024 * 1024 + 17));
  writeFileSync(join(big, "export.csv"), "id,title,score\n".repeat(200_000));
  writeFileSync(join(big, "empty.txt"), "");
  writeFileSync(join(big, "café ünïcode.txt"), "ünïcode");
}

const server = serverForSuite({ prepare: addUploads });
let pb: PocketBase;

beforeAll(() => {
  pb = new PocketBase(server.url);
  pb.authStore.save(adminToken, null);
});

/** Every file under storage/ (relative path → bytes). */
function storageFiles(dataDir: string): Map<string, Buffer> {
  const root = join(dataDir, "storage");
  const out = new Map<string, Buffer>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out.set(`storage/${relative(root, path).split("\\").join("/")}`, readFileSync(path));
  }
  return out;
}

/** The names of the archive's entries, read by another zip reader than ours. */
async function archiveNames(path: string): Promise<string[]> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true });
  const names: string[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      names.push(entry.fileName);
      zip.readEntry();
    });
    zip.on("end", () => resolve());
    zip.on("error", reject);
    zip.readEntry();
  });
  zip.close();
  return names;
}

test("thousands of uploads and their thumbs: listed in the archive, restored byte for byte", async () => {
  const atBackup = storageFiles(server.dataDir);
  expect(atBackup.size).toBeGreaterThan(3000);
  await pb.backups.create("many.zip");

  const names = await archiveNames(join(server.dataDir, "backups", "many.zip"));
  const storageNames = names.filter((name) => name.startsWith("storage/")).sort();
  expect(storageNames).toEqual([...atBackup.keys()].sort());

  // change the uploads: one removed, one rewritten, one added, one large file cut short
  const folder = join(server.dataDir, "storage", collectionId);
  rmSync(join(folder, "record0000000001", "photo_1.jpg"));
  writeFileSync(join(folder, "record0000000002", "photo_2.jpg"), "rewritten");
  writeFileSync(join(folder, "record0000000003", "added.txt"), "added after the backup");
  writeFileSync(join(folder, "big", "video.mp4"), "short");

  await pb.backups.restore("many.zip");
  await waitForBackupsIdle(pb, 60_000, 50);

  const restored = storageFiles(server.dataDir);
  expect([...restored.keys()].sort()).toEqual([...atBackup.keys()].sort());
  const differing = [...atBackup].filter(([name, bytes]) => !restored.get(name)?.equals(bytes));
  expect(differing.map(([name]) => name)).toEqual([]);
});
