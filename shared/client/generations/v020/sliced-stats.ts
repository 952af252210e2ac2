/**
 * @module PocketBase v0.20+'s hourly log stats asked in time slices side by side (see
 * shared/logs/stats-slices.ts): the span comes from the oldest and newest matching log by row order
 * (the row id is the only order the server finds without a scan: `created` has no index a filter or
 * sort reaches), then each slice's stats are asked at once and merged.
 */
import type PocketBase from "pocketbase";
import { ClientResponseError } from "pocketbase";
import type { BucketStat } from "../../../logs/logs-stats.ts";
import { statTime } from "../../../logs/logs-stats.ts";
import {
  hourSlices,
  mergeSliceStats,
  STATS_SLICES,
  type StatsSlice,
  sliceFilter,
} from "../../../logs/stats-slices.ts";

export interface SlicedStatsOptions {
  /** The filter in the server's terms (the adapter's field mapping). */
  mapFilter(filter: string): string;
  /** Row order oldest first and newest first (`rowid`/`-rowid`, `@rowid`/`-@rowid` from v0.23). */
  oldestFirst: string;
  newestFirst: string;
}

/** The key of a call whose caller gave none: as the SDK's own key, a newer call cancels it. */
const DEFAULT_KEY = "logs_stats";

/** Every cancel key a call under `key` may use: its span look-ups, its slices, or `key` itself. */
function keysOf(key: string): string[] {
  const slices = Array.from({ length: STATS_SLICES }, (_, at) => `${key}_slice${at}`);
  return [key, `${key}_oldest`, `${key}_newest`, ...slices];
}

/** An error the console takes for a cancelled request (isAbort). */
const superseded = () => new ClientResponseError({ isAbort: true });

/**
 * A counter of the calls under one key for `pb`, so a call whose span answered after a newer call
 * started sends no slices (they would cancel the newer call's slices of the same keys).
 */
const calls = new WeakMap<PocketBase, Map<string, number>>();

/**
 * The hourly stats of `filter` (callers' terms) asked in slices when the matching logs span enough
 * hours, else in one request. `requestKey` prefixes the cancel keys (null: never cancelled): a newer
 * call under the same key cancels every request of this one.
 * @throws ClientResponseError as the stats or the list do (isAbort when superseded)
 */
export async function slicedStats(
  pb: PocketBase,
  options: SlicedStatsOptions,
  filter: string,
  requestKey: string | null | undefined,
): Promise<BucketStat[]> {
  const key = requestKey === undefined ? DEFAULT_KEY : requestKey;
  const keyed = (suffix: string) => (key === null ? null : `${key}_${suffix}`);
  let mine = 0;
  if (key !== null) {
    for (const earlier of keysOf(key)) pb.cancelRequest(earlier);
    const counters = calls.get(pb) ?? new Map<string, number>();
    calls.set(pb, counters);
    mine = (counters.get(key) ?? 0) + 1;
    counters.set(key, mine);
  }
  const stats = (slice: StatsSlice, sliceKey: string | null) =>
    pb.send<BucketStat[]>("/api/logs/stats", {
      method: "GET",
      query: { filter: options.mapFilter(sliceFilter(filter, slice)) },
      requestKey: sliceKey,
    });
  const edge = async (sort: string, edgeKey: string | null) => {
    const query: Record<string, unknown> = { page: 1, perPage: 1, skipTotal: 1, sort, fields: "created" };
    const mapped = options.mapFilter(filter);
    if (mapped) query.filter = mapped;
    const page = await pb.send<{ items: Array<{ created: string }> }>("/api/logs", {
      method: "GET",
      query,
      requestKey: edgeKey,
    });
    return page.items[0]?.created;
  };
  const [oldest, newest] = await Promise.all([
    edge(options.oldestFirst, keyed("oldest")),
    edge(options.newestFirst, keyed("newest")),
  ]);
  if (key !== null && calls.get(pb)?.get(key) !== mine) throw superseded();
  // nothing matches: the server's answer would be empty too
  if (oldest === undefined || newest === undefined) return [];
  const slices = hourSlices(statTime(oldest), statTime(newest));
  if (slices.length === 1) return stats(slices[0], key);
  const sliceKeys = slices.map((_, at) => keyed(`slice${at}`));
  try {
    return mergeSliceStats(await Promise.all(slices.map((slice, at) => stats(slice, sliceKeys[at]))));
  } catch (err) {
    // one slice failed: the others' answers are of no use now (unless a newer call owns the keys)
    if (key !== null && calls.get(pb)?.get(key) === mine)
      for (const sliceKey of sliceKeys) if (sliceKey !== null) pb.cancelRequest(sliceKey);
    throw err;
  }
}
