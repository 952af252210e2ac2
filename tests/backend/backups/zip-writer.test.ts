/** The backups' own zip writer and reader on real files: `unzip -t` reads what it writes, extraction checks every byte. */
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { extractArchive } from "../../../backend/services/backups/restore/backup-extract.ts";
import {
  readCheckedArchive,
  UnsafeArchiveError,
} from "../../../backend/services/backups/zip/backup-zip-check.ts";
import { ZipWriter } from "../../../backend/services/backups/zip/zip-writer.ts";
import { fixtureDataDb, forgeUncompressedSizes, zipOf, zipSharingOneStream } from "./zip-craft.ts";

const root = mkdtempSync(join(tmpdir(), "pbdeck-zip-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `unzip -t`'s exit code and output. */
function unzipTest(path: string): { status: number | null; output: string } {
  const run = spawnSync("unzip", ["-t", path], { encoding: "utf8", maxBuffer: 64 << 20 });
  return { status: run.status, output: run.stdout + run.stderr };
}

async function* nothing(): AsyncGenerator<Buffer> {}

test("stored and deflated entries: unzip -t passes, extraction gives back the bytes and times", async () => {
  const source = join(root, "source");
  mkdirSync(join(source, "storage", "é"), { recursive: true });
  const files: Record<string, Buffer> = {
    "storage/é/random.bin": randomBytes(3 << 20),
    "storage/é/text.txt": Buffer.from("line\n".repeat(100_000)),
    "empty.txt": Buffer.alloc(0),
  };
  const modified = new Date("2024-05-06T07:08:10Z");
  for (const [name, data] of Object.entries(files)) {
    writeFileSync(join(source, name), data);
    utimesSync(join(source, name), modified, modified);
  }
  const archive = join(root, "written.zip");
  const zip = await ZipWriter.create(archive);
  const database = await open(join(source, "..", "data.db"), "w+");
  await database.writeFile(fixtureDataDb());
  await zip.addStored("data.db", database, fixtureDataDb().length, modified);
  await database.close();
  for (const name of Object.keys(files)) await zip.addDeflated(name, join(source, name));
  const md5 = await zip.finish();

  const tested = unzipTest(archive);
  expect(tested.output).toContain("No errors detected in compressed data");
  expect(tested.status).toBe(0);
  const listing = spawnSync("unzip", ["-Z", "-v", archive], { encoding: "utf8" }).stdout;
  expect(listing).toMatch(/data\.db[\s\S]*?compression method:\s+none \(stored\)/);
  expect(md5).toBe(createHash("md5").update(readFileSync(archive)).digest("base64"));

  const target = join(root, "extracted");
  await extractArchive(archive, target);
  expect(readFileSync(join(target, "data.db")).equals(fixtureDataDb())).toBe(true);
  for (const [name, data] of Object.entries(files)) {
    expect(readFileSync(join(target, name)).equals(data), name).toBe(true);
    expect(statSync(join(target, name)).mtime).toEqual(modified);
  }
});

async function* pieces(data: Buffer, size: number): AsyncGenerator<Buffer> {
  // fresh buffers, as a pipe gives: the writer hands them to the hashing worker without a copy
  for (let at = 0; at < data.length; at += size) yield Buffer.from(data.subarray(at, at + size));
}

test("a large archive (hashed off the main thread): the same MD5 as the file, whatever path the bytes took", async () => {
  const archive = join(root, "large.zip");
  const zip = await ZipWriter.create(archive, { large: true });
  const piped = randomBytes(21 << 20); // more than the worker may have waiting, so the writer waits for it
  await zip.addStoredChunks("data.db", pieces(piped, 64 * 1024), piped.length, new Date());
  const copied = join(root, "copied.bin");
  writeFileSync(copied, randomBytes((9 << 20) + 3)); // several reads into the copy's reused buffers
  const handle = await open(copied, "r");
  await zip.addStored("logs.db", handle, statSync(copied).size, new Date());
  await handle.close();
  writeFileSync(join(root, "small.txt"), "small\n".repeat(1000));
  await zip.addDeflated("storage/small.txt", join(root, "small.txt"));
  const md5 = await zip.finish();

  expect(md5).toBe(createHash("md5").update(readFileSync(archive)).digest("base64"));
  expect(unzipTest(archive).status).toBe(0);
  const target = join(root, "large-extracted");
  await extractArchive(archive, target);
  expect(readFileSync(join(target, "data.db")).equals(piped)).toBe(true);
  expect(readFileSync(join(target, "logs.db")).equals(readFileSync(copied))).toBe(true);
});

test("more than 65,535 entries: zip64 end records that unzip and the reader both follow", async () => {
  const archive = join(root, "many.zip");
  const zip = await ZipWriter.create(archive);
  const count = 65_540;
  for (let i = 0; i < count; i++) await zip.addStoredChunks(`e/${i}`, nothing(), 0, new Date());
  await zip.finish();
  expect(readFileSync(archive).includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
  const tested = unzipTest(archive);
  expect(tested.output).toContain("No errors detected in compressed data");
  expect((await readCheckedArchive(archive)).entries).toHaveLength(count);
});

test("entries sharing one deflate stream: refused before a byte is extracted", async () => {
  const archive = join(root, "shared.zip");
  writeFileSync(archive, zipSharingOneStream([], ["x/0", "x/1", "x/2", "x/3"], Buffer.alloc(8 << 20)));
  const target = join(root, "shared-out");
  await expect(extractArchive(archive, target)).rejects.toThrow(UnsafeArchiveError);
  expect(readdirSync(target, { recursive: true })).toEqual([]);
});

test("a deflated entry longer than its header says: writing stops at the declared size", async () => {
  const archive = join(root, "understated.zip");
  const crafted = await zipOf([{ name: "data.db", data: fixtureDataDb() }]);
  writeFileSync(archive, forgeUncompressedSizes(crafted, 1000));
  const target = join(root, "understated-out");
  await expect(extractArchive(archive, target)).rejects.toThrow(
    'the zip archive is damaged ("data.db" holds more than its declared 1000 bytes)',
  );
  expect(statSync(join(target, "data.db")).size).toBeLessThanOrEqual(1000);
});

test("a changed byte in a stored entry fails its CRC-32 check", async () => {
  const archive = join(root, "flipped.zip");
  const zip = await ZipWriter.create(archive);
  const source = await open(join(root, "flip.db"), "w+");
  await source.writeFile(fixtureDataDb());
  await zip.addStored("data.db", source, fixtureDataDb().length, new Date());
  await source.close();
  await zip.finish();
  const bytes = readFileSync(archive);
  bytes[10_000] ^= 0xff;
  writeFileSync(archive, bytes);
  await expect(extractArchive(archive, join(root, "flipped-out"))).rejects.toThrow(
    'the zip archive is damaged ("data.db" fails its CRC-32 check)',
  );
});

test("many deflated entries: extracted from one handle without piling listeners on it", async () => {
  const source = join(root, "many-files");
  mkdirSync(source, { recursive: true });
  const archive = join(root, "many-files.zip");
  const zip = await ZipWriter.create(archive);
  for (let i = 0; i < 24; i++) {
    writeFileSync(join(source, `f${i}.txt`), `file ${i}\n`.repeat(1000));
    await zip.addDeflated(`storage/f${i}.txt`, join(source, `f${i}.txt`));
  }
  await zip.finish();
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.name);
  process.on("warning", onWarning);
  try {
    await extractArchive(archive, join(root, "many-files-out"));
    // warnings are emitted on the next tick
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off("warning", onWarning);
  }
  expect(warnings).toEqual([]);
  expect(readFileSync(join(root, "many-files-out", "storage", "f23.txt"), "utf8")).toBe(
    "file 23\n".repeat(1000),
  );
});

test("large archives one after another, one abandoned between: each MD5 is its own file's", async () => {
  for (const round of [1, 2, 3]) {
    const archive = join(root, `kept-${round}.zip`);
    const zip = await ZipWriter.create(archive, { large: true });
    const data = randomBytes((round << 20) + round);
    await zip.addStoredChunks("data.db", pieces(data, 64 * 1024), data.length, new Date());
    const md5 = await zip.finish();
    await zip.close(); // as the backup does after finishing: it must not stop the kept worker mid-way
    expect(md5, `archive ${round}`).toBe(createHash("md5").update(readFileSync(archive)).digest("base64"));
  }
  // an abandoned archive stops its worker; the next one still hashes right
  const abandoned = await ZipWriter.create(join(root, "abandoned.zip"), { large: true });
  await abandoned.addStoredChunks("data.db", pieces(randomBytes(1 << 20), 64 * 1024), 1 << 20, new Date());
  await abandoned.close();
  const archive = join(root, "after-abandoned.zip");
  const zip = await ZipWriter.create(archive, { large: true });
  await zip.addStoredChunks("data.db", pieces(randomBytes(3 << 20), 64 * 1024), 3 << 20, new Date());
  expect(await zip.finish()).toBe(createHash("md5").update(readFileSync(archive)).digest("base64"));
});
