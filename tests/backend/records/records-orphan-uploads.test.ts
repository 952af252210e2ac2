/**
 * Upload directories of creates that never committed (storage/<collection>/<record>/ with no record):
 * removed at start once unchanged for the safety margin; recent ones, those of existing records and
 * those of unknown collections stay.
 */
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { closeBackend, openBackend } from "../../../backend/app.ts";
import type { Backend } from "../../../backend/context.ts";
import { removeOrphanUploadDirs } from "../../../backend/services/records/record-orphan-uploads.ts";
import { copyFixture } from "../../helpers/pbdeck-process.ts";

const demo1 = "wsmn24bux7wo113";
const existingRecord = "84nmscqy84lsi1t";
const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);

let data: ReturnType<typeof copyFixture>;
let backend: Backend | undefined;
beforeEach(() => {
  data = copyFixture();
});
afterEach(async () => {
  if (backend) await closeBackend(backend);
  backend = undefined;
  data.cleanup();
});

/** An upload dir with one file, its times set to `when`. */
function uploadDir(collection: string, record: string, when: Date | null): string {
  const dir = join(data.dir, "storage", collection, record);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "upload_aBcDeFgHiJ.txt"), "uploaded\n");
  if (when) {
    utimesSync(join(dir, "upload_aBcDeFgHiJ.txt"), when, when);
    utimesSync(dir, when, when);
  }
  return dir;
}

/** Sets every entry under dir (and dir) to `when`. */
function age(dir: string, when: Date): void {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    utimesSync(join(entry.parentPath, entry.name), when, when);
  utimesSync(dir, when, when);
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

test("at start: old orphans go, recent ones, existing records and unknown collections stay", async () => {
  const orphan = uploadDir(demo1, "neverinserted01", twoHoursAgo);
  const recent = uploadDir(demo1, "stilluploading1", null);
  const unknown = uploadDir("notacollection0", "whatever0000001", twoHoursAgo);
  const existing = join(data.dir, "storage", demo1, existingRecord);
  age(existing, twoHoursAgo);
  // an old upload dir whose newest file changed a moment ago is still being written
  const growing = uploadDir(demo1, "growingupload01", twoHoursAgo);
  writeFileSync(join(growing, "second_kLmNoPqRsT.txt"), "still coming\n");
  utimesSync(growing, twoHoursAgo, twoHoursAgo);

  backend = openBackend({ dataDir: data.dir });
  await until(() => !existsSync(orphan));
  expect(existsSync(recent)).toBe(true);
  expect(existsSync(growing)).toBe(true);
  expect(existsSync(unknown)).toBe(true);
  expect(readdirSync(existing).length).toBeGreaterThan(3);

  // the margin is what keeps the recent ones: with none, they go too, and only they
  expect((await removeOrphanUploadDirs(backend, 0)).sort()).toEqual([
    `${demo1}/growingupload01`,
    `${demo1}/stilluploading1`,
  ]);
  expect(existsSync(unknown)).toBe(true);
  expect(readdirSync(existing).length).toBeGreaterThan(3);
});

test("a record created meanwhile keeps its directory", async () => {
  backend = openBackend({ dataDir: data.dir });
  const dir = uploadDir(demo1, "committedlater1", twoHoursAgo);
  backend.db.prepare(`INSERT INTO demo1 (id, created, updated) VALUES ('committedlater1', '', '')`).run();
  expect(await removeOrphanUploadDirs(backend, 60 * 60 * 1000)).toEqual([]);
  expect(existsSync(dir)).toBe(true);
});
