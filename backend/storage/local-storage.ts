/** @module pb_data/storage as a blob store compatible with gocloud's fileblob (what PocketBase writes). */

import { createHash } from "node:crypto";
import { createReadStream, type Dirent, type Stats } from "node:fs";
import { copyFile, mkdir, open, readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { Readable } from "node:stream";
import { isValidKey, keyOfRelativePath, pathOfKey, sidecarSuffix } from "./blob-keys.ts";
import { decodeSidecar, encodeSidecar, sidecarFor, truncateOriginalName } from "./blob-sidecar.ts";
import type { BlobAttributes, ByteRange, FileStorage, OpenedBlob } from "./file-storage.ts";
import { closeFile, localBlob, openFile, readChunkLimit, statFile, statPath } from "./local-blob.ts";

const defaultContentType = "application/octet-stream";
// `<path>.<hex unix-nanos>.tmp`, the name of a write in progress
const tempFilePattern = /\.[0-9a-f]+\.tmp$/;

/** Whether a key is named like a write in progress (`<name>.<hex>.tmp`): such keys are never listed. */
export function isTempBlobName(key: string): boolean {
  return tempFilePattern.test(key);
}

let lastNanos = 0n;

/** Unix time in nanoseconds, strictly increasing within this process so temp names never collide. */
function uniqueNanos(): bigint {
  const now = BigInt(Date.now()) * 1_000_000n + (process.hrtime.bigint() % 1_000_000n);
  lastNanos = now > lastNanos ? now : lastNanos + 1n;
  return lastNanos;
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

async function removeIfPresent(path: string): Promise<void> {
  await rm(path, { force: true });
}

async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

/** Sidecars kept in memory at most (a download reads its blob's sidecar from here, not from disk). */
const maxKeptSidecars = 4096;

/** A decoded sidecar, with the identity of the blob file it was read beside. */
interface KeptSidecar {
  ino: number;
  mtimeMs: number;
  size: number;
  sidecar: ReturnType<typeof decodeSidecar>;
}

export class LocalStorage implements FileStorage {
  readonly root: string;
  // a blob is never changed in place: a new one is a new file (renamed over the path), so the same
  // inode, time and size mean the same blob, and the same sidecar beside it
  readonly #sidecars = new Map<string, KeptSidecar>();

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Writes content to a temp file, then the sidecar, then renames the temp file over the blob. */
  async put(key: string, data: Buffer, contentType: string, originalName: string | null): Promise<void> {
    const path = pathOfKey(this.root, key);
    await mkdir(dirname(path), { recursive: true, mode: 0o777 });
    const temp = `${path}.${uniqueNanos().toString(16)}.tmp`;
    try {
      await writeFile(temp, data);
      await writeFile(path + sidecarSuffix, encodeSidecar(sidecarFor(data, contentType, originalName)));
      await rename(temp, path);
    } catch (err) {
      await removeIfPresent(temp);
      throw err;
    }
  }

  /** Hashes the source, writes the sidecar, then moves the source over the blob (a copy across devices). */
  async putFile(
    key: string,
    sourcePath: string,
    contentType: string,
    originalName: string | null,
    md5?: string,
  ): Promise<void> {
    const path = pathOfKey(this.root, key);
    await mkdir(dirname(path), { recursive: true, mode: 0o777 });
    let digest = md5;
    if (digest === undefined) {
      const hash = createHash("md5");
      for await (const chunk of createReadStream(sourcePath)) hash.update(chunk as Buffer);
      digest = hash.digest("base64");
    }
    const metadata =
      originalName === null ? null : { "original-filename": truncateOriginalName(originalName) };
    const temp = `${path}.${uniqueNanos().toString(16)}.tmp`;
    try {
      await moveFile(sourcePath, temp);
      await writeFile(path + sidecarSuffix, encodeSidecar({ contentType, metadata, md5: digest }));
      await rename(temp, path);
    } catch (err) {
      await removeIfPresent(temp);
      throw err;
    }
  }

  localPath(key: string): string | null {
    return isValidKey(key) ? pathOfKey(this.root, key) : null;
  }

  async attributes(key: string): Promise<BlobAttributes | null> {
    if (!isValidKey(key)) return null;
    const path = pathOfKey(this.root, key);
    let info: Stats;
    try {
      info = await statPath(path);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    return info.isFile() ? this.#attributesOf(path, info) : null;
  }

  async openBlob(key: string): Promise<OpenedBlob | null> {
    if (!isValidKey(key)) return null;
    const path = pathOfKey(this.root, key);
    let fd: number;
    try {
      fd = openFile(path);
    } catch (err) {
      if (isMissing(err) || (err as NodeJS.ErrnoException).code === "EISDIR") return null;
      throw err;
    }
    try {
      const info = statFile(fd);
      if (!info.isFile()) {
        closeFile(fd);
        return null;
      }
      return localBlob(fd, await this.#attributesOf(path, info));
    } catch (err) {
      closeFile(fd);
      throw err;
    }
  }

  /** The attributes of the blob file at `path` (already stat'ed), its sidecar read once and kept. */
  async #attributesOf(path: string, info: Stats): Promise<BlobAttributes> {
    let kept = this.#sidecars.get(path);
    if (!kept || kept.ino !== info.ino || kept.mtimeMs !== info.mtimeMs || kept.size !== info.size) {
      let sidecarText = "";
      try {
        sidecarText = await readFile(path + sidecarSuffix, "utf8");
      } catch (err) {
        // no sidecar: PocketBase knows nothing of the blob but its bytes
        if (!isMissing(err)) throw err;
      }
      kept = { ino: info.ino, mtimeMs: info.mtimeMs, size: info.size, sidecar: decodeSidecar(sidecarText) };
      if (this.#sidecars.size >= maxKeptSidecars) this.#sidecars.clear(); // simplest bound: start over
      this.#sidecars.set(path, kept);
    }
    const { sidecar } = kept;
    return {
      contentType: sidecar.contentType || defaultContentType,
      size: info.size,
      modTime: info.mtime,
      md5: sidecar.md5,
      originalName: sidecar.metadata?.["original-filename"] ?? null,
    };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const handle = await open(pathOfKey(this.root, key), "r");
    let size: number;
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new Error(`not a blob: ${key}`);
      size = info.size;
    } catch (err) {
      await handle.close();
      throw err;
    }
    const start = range?.start ?? 0;
    const end = range?.end ?? size - 1;
    // one read for the usual upload or thumb (the default 64 KiB chunks cost a read and a write each)
    if (end < start) return handle.createReadStream({ start }); // an empty file
    return handle.createReadStream({ start, end, highWaterMark: Math.min(end - start + 1, readChunkLimit) });
  }

  async delete(key: string): Promise<void> {
    const path = pathOfKey(this.root, key);
    this.#sidecars.delete(path);
    await removeIfPresent(path);
    await removeIfPresent(path + sidecarSuffix);
    await this.#pruneEmptyDirs(dirname(path));
  }

  /** Deletes every file under the prefix (sidecars and leftovers included), then the emptied directories. */
  async deletePrefix(prefix: string): Promise<void> {
    if (prefix === "") throw new Error("refusing to delete the whole storage");
    const paths = (await this.#walk(prefix)).map((rel) => join(this.root, rel));
    for (const path of paths) await removeIfPresent(path);
    const dirs = new Set(paths.map((path) => dirname(path)));
    // deepest first, so parents are empty by the time they are tried
    for (const dir of [...dirs].sort((a, b) => b.length - a.length)) await this.#pruneEmptyDirs(dir);
  }

  async list(prefix: string): Promise<string[]> {
    const rels = await this.#walk(prefix);
    return rels
      .filter((rel) => !rel.endsWith(sidecarSuffix) && !tempFilePattern.test(rel))
      .map(keyOfRelativePath)
      .sort();
  }

  /** Root-relative paths of every file whose key starts with `prefix`. */
  async #walk(prefix: string): Promise<string[]> {
    const slash = prefix.lastIndexOf("/");
    const start = slash < 0 ? this.root : pathOfKey(this.root, prefix.slice(0, slash + 1), true);
    let entries: Dirent[];
    try {
      entries = await readdir(start, { recursive: true, withFileTypes: true, encoding: "utf8" });
    } catch (err) {
      if (isMissing(err)) return [];
      throw err;
    }
    const out: string[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const rel = relative(this.root, join(entry.parentPath, entry.name));
      if (keyOfRelativePath(rel).startsWith(prefix)) out.push(rel);
    }
    return out;
  }

  /** Removes `dir` and its parents while they are empty, never the root itself (best-effort). */
  async #pruneEmptyDirs(dir: string): Promise<void> {
    let current = dir;
    while (current.startsWith(this.root + sep)) {
      try {
        await rmdir(current);
      } catch {
        return; // not empty, or already gone: either way stop here
      }
      current = dirname(current);
    }
  }
}
