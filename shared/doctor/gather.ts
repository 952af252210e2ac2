/**
 * @module Reads what the doctor checks need through the typed client (admin session required), on
 * any generation: logs through the generation's adapter, v0.23+ collections converted to the shape
 * the checks read (fields-collections.ts).
 */
import type { ApiGeneration } from "../client/api-generation.ts";
import { listBackups } from "../client/backups.ts";
import { type GenerationApi, generationApi } from "../client/generations/generation-api.ts";
import { type Client, ClientResponseError } from "../client/index.ts";
import { getSettings, type Settings, testS3Connection } from "../client/settings.ts";
import type { Collection } from "../models.ts";
import { asCheckedCollection, type FieldsCollection, isFieldsCollection } from "./fields-collections.ts";
import { collectionsToCount } from "./scale-checks.ts";
import type { DoctorGeneration, DoctorInput, LocalFacts, S3TestResult } from "./types.ts";

const DOCTOR_GENERATIONS: Record<ApiGeneration, DoctorGeneration> = {
  "v0.18": "v0.18",
  "v0.20-v0.22": "v0.20",
  "v0.23+": "v0.23",
  // pbdeck's own backend and anything answering like it
  unknown: "v0.18",
};

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
 * needs and the S3 tests. `backendUrl` is the backend's address as the user reaches it; `api` the
 * connection's generation (v0.18 when not given: pbdeck's own backend).
 * @throws ClientResponseError when a read fails (401/403 without an admin session)
 */
export async function gatherDoctorInput(
  client: Client,
  backendUrl: string,
  local?: LocalFacts,
  api: GenerationApi = generationApi(client, "v0.18"),
): Promise<DoctorInput> {
  const { pb } = client;
  const [read, settings, backups, requestLogCount] = await Promise.all([
    pb.collections.getFullList({ batch: 200, requestKey: null }) as unknown as Promise<
      Array<Collection | FieldsCollection>
    >,
    getSettings(pb) as Promise<Settings>,
    listBackups(pb),
    // a count (one-row page), cheaper than the hourly stats on large logs
    api.logs.count("", null),
  ]);
  const fields = read.filter(isFieldsCollection);
  const collections = read.map((c) => (isFieldsCollection(c) ? asCheckedCollection(c) : c));
  const toCount = collectionsToCount(collections);
  const [counts, storage, backupsS3] = await Promise.all([
    Promise.all(toCount.map((name) => recordCount(client, name))),
    s3Test(client, "storage", settings.s3?.enabled === true),
    s3Test(client, "backups", settings.backups?.s3?.enabled === true),
  ]);
  return {
    backendUrl,
    generation: DOCTOR_GENERATIONS[api.generation],
    collections,
    ...(fields.length > 0 ? { authCollections: fields.filter((c) => c.type === "auth") } : {}),
    settings,
    backups,
    requestLogCount,
    recordCounts: Object.fromEntries(toCount.map((name, i) => [name, counts[i]])),
    s3: { storage, backups: backupsS3 },
    local,
    now: Date.now(),
  };
}
