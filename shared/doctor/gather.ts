/** @module Reads what the doctor checks need through the typed client (admin session required). */
import { listBackups } from "../client/backups.ts";
import { type Client, ClientResponseError } from "../client/index.ts";
import { countRequestLogs } from "../client/logs.ts";
import { getSettings, type Settings, testS3Connection } from "../client/settings.ts";
import type { Collection } from "../models.ts";
import { collectionsToCount } from "./scale-checks.ts";
import type { DoctorInput, LocalFacts, S3TestResult } from "./types.ts";

async function s3Test(
  client: Client,
  filesystem: "storage" | "backups",
  enabled: boolean,
): Promise<S3TestResult> {
  if (!enabled) return null;
  try {
    await testS3Connection(client.pb, filesystem);
    return { ok: true };
  } catch (err) {
    if (err instanceof ClientResponseError && err.status !== 0) return { ok: false, message: err.message };
    throw err;
  }
}

async function recordCount(client: Client, collection: string): Promise<number> {
  const page = await client.pb.collection(collection).getList(1, 1, { fields: "id", requestKey: null });
  return page.totalItems;
}

/**
 * Gathers collections, settings, backups, the request log count, the record counts the scale check
 * needs and the S3 tests. `backendUrl` is the backend's address as the user reaches it.
 * @throws ClientResponseError when a read fails (401/403 without an admin session)
 */
export async function gatherDoctorInput(
  client: Client,
  backendUrl: string,
  local?: LocalFacts,
): Promise<DoctorInput> {
  const { pb } = client;
  const [collections, settings, backups, requestLogCount] = await Promise.all([
    pb.collections.getFullList({ batch: 200, requestKey: null }) as unknown as Promise<Collection[]>,
    getSettings(pb) as Promise<Settings>,
    listBackups(pb),
    // a count (one-row page), cheaper than the hourly stats on large logs
    countRequestLogs(pb, "", null),
  ]);
  const toCount = collectionsToCount(collections);
  const [counts, storage, backupsS3] = await Promise.all([
    Promise.all(toCount.map((name) => recordCount(client, name))),
    s3Test(client, "storage", settings.s3?.enabled === true),
    s3Test(client, "backups", settings.backups?.s3?.enabled === true),
  ]);
  return {
    backendUrl,
    collections,
    settings,
    backups,
    requestLogCount,
    recordCounts: Object.fromEntries(toCount.map((name, i) => [name, counts[i]])),
    s3: { storage, backups: backupsS3 },
    local,
    now: Date.now(),
  };
}
