/** The client's backup helpers: the archive/live comparison, and uploads and downloads with progress. */
import PocketBase from "pocketbase";
import { describe, expect, test } from "vitest";
import {
  compareBackupToLive,
  downloadBackup,
  listBackups,
  uploadBackup,
} from "../../../shared/client/backups.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

describe("compareBackupToLive", () => {
  test("one row per collection of either side, by name, with what a restore would change", () => {
    const rows = compareBackupToLive({
      key: "a.zip",
      archive: [
        { name: "posts", type: "base", records: 10 },
        { name: "users", type: "auth", records: 2 },
        { name: "old", type: "base", records: 1 },
        { name: "stats", type: "view", records: null },
        { name: "tags", type: "base", records: 4 },
      ],
      live: [
        { name: "users", type: "auth", records: 5 },
        { name: "posts", type: "base", records: 3 },
        { name: "new", type: "base", records: 0 },
        { name: "stats", type: "view", records: null },
        { name: "tags", type: "base", records: 4 },
      ],
    });
    expect(rows).toEqual([
      { name: "new", type: "base", archiveRecords: null, liveRecords: 0, change: "removed" },
      { name: "old", type: "base", archiveRecords: 1, liveRecords: null, change: "added" },
      { name: "posts", type: "base", archiveRecords: 10, liveRecords: 3, change: "more" },
      { name: "stats", type: "view", archiveRecords: null, liveRecords: null, change: "same" },
      { name: "tags", type: "base", archiveRecords: 4, liveRecords: 4, change: "same" },
      { name: "users", type: "auth", archiveRecords: 2, liveRecords: 5, change: "fewer" },
    ]);
  });
});

describe("uploads and downloads", () => {
  const server = serverForSuite();

  test("progress is reported up to the whole size, and the archive comes back the same", async () => {
    const pb = new PocketBase(server.url);
    pb.authStore.save(adminToken, null);
    await pb.backups.create("source.zip");
    const downloadProgress: number[] = [];
    const download = await downloadBackup(pb, "source.zip", (sent) => downloadProgress.push(sent));
    const chunks: Uint8Array[] = [];
    const reader = download.stream.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) chunks.push(part.value);
    const bytes = Buffer.concat(chunks);
    expect(download.size).toBe(bytes.length);
    expect(downloadProgress.at(-1)).toBe(bytes.length);

    const uploadProgress: Array<[number, number]> = [];
    await uploadBackup(pb, new File([bytes], "copy.zip"), (sent, total) =>
      uploadProgress.push([sent, total]),
    );
    const [sent, total] = uploadProgress.at(-1) ?? [0, 0];
    expect(sent).toBe(total);
    expect(total).toBeGreaterThan(bytes.length);
    const listed = await listBackups(pb);
    expect(listed.find((item) => item.key === "copy.zip")?.size).toBe(bytes.length);
    // newest first
    expect(listed.map((item) => item.key)).toEqual(["copy.zip", "source.zip"]);
  });
});
