/** @module The requests chart's bucket size for the shown range (shared/logs/logs-stats chooses it). */
import { chartBucketMs } from "../../../../shared/logs/logs-stats.ts";

/** The bucket size (ms) of a range from its bounds: a preset or a zoom open at the end runs to `now`. */
export function rangeBucketMs(bounds: { from: number | null; to: number | null }, now = Date.now()): number {
  return chartBucketMs(bounds.from === null ? null : (bounds.to ?? now) - bounds.from);
}
