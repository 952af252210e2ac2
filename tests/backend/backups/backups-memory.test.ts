/**
 * A backup of a pb_data with thousands of uploads (a few hundred megabytes) keeps the server's memory
 * flat: its RSS, sampled while the backup runs, grows by a bounded amount whatever the archive's size
 * (before, every 6 MiB batch written was copied for the hashing thread and the copies waited for the
 * collector: RSS grew with the bytes archived). The archive then restores byte for byte.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import PocketBase from "pocketbase";
import { beforeAll, expect, test } from "vitest";
import { waitForBackupsIdle } from "../../../shared/client/backups.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

const uploads = 4000;
// generous: the batches, the hashing thread and the collector's slack, not the archive's 400 MB
const boundMb = 150;

/** Uploads of 64-160 KB (3 in 4 image-like random bytes, the others text) in record folders: ~440 MB. */
function addUploads(dataDir: string): void {
  const pool = randomBytes(8 * 1024 * 1024);
  for (let i = 0; i < uploads; i++) {
    const folder = join(
      dataDir,
      "storage",
      "memory_col",
      `record${String(Math.floor(i / 2)).padStart(10, "0")}`,
    );
    mkdirSync(folder, { recursive: true });
    const size = 65_536 + ((i * 7919) % 98_304);
    const start = (i * 104_729) % (pool.length - size);
    const content =
      i % 4 === 0
        ? Buffer.from(`line ${i} of a text upload, some words to deflate\n`.repeat(size / 32)).subarray(
            0,
            size,
          )
        : pool.subarray(start, start + size);
    writeFileSync(join(folder, `upload_${i}.${i % 4 === 0 ? "txt" : "jpg"}`), content);
  }
}

const server = serverForSuite({ prepare: addUploads });
let pb: PocketBase;

beforeAll(() => {
  pb = new PocketBase(server.url);
  pb.authStore.save(adminToken, null);
});

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Every file under storage/ (relative path → bytes). */
function storageFiles(dataDir: string): Map<string, Buffer> {
  const root = join(dataDir, "storage");
  const out = new Map<string, Buffer>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      out.set(
        relative(root, join(entry.parentPath, entry.name)),
        readFileSync(join(entry.parentPath, entry.name)),
      );
  }
  return out;
}

test.skipIf(process.platform !== "linux")(
  "a backup of thousands of uploads: the server's RSS stays flat, and the archive restores byte for byte",
  { timeout: 180_000 },
  async () => {
    const pid = server.process.child.pid ?? 0;
    await pb.health.check();
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 5);
    try {
      await pb.backups.create("memory.zip");
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, rssMb(pid));
    console.log(
      `backup of ${uploads} uploads: RSS ${before.toFixed(0)} MB before, +${(peak - before).toFixed(0)} MB at the peak`,
    );
    expect(
      peak - before,
      `RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the peak`,
    ).toBeLessThan(boundMb);

    const atBackup = storageFiles(server.dataDir);
    expect([...atBackup.keys()].filter((name) => name.startsWith("memory_col")).length).toBe(uploads);
    writeFileSync(
      join(server.dataDir, "storage", "memory_col", "record0000000000", "upload_0.txt"),
      "changed",
    );
    await pb.backups.restore("memory.zip");
    await waitForBackupsIdle(pb, 120_000, 50);
    const restored = storageFiles(server.dataDir);
    expect([...restored.keys()].sort()).toEqual([...atBackup.keys()].sort());
    const differing = [...atBackup].filter(([name, bytes]) => !restored.get(name)?.equals(bytes));
    expect(differing.map(([name]) => name)).toEqual([]);
  },
);
