/** @module The `pbdeck fleet --json` document (documented in the README; keep its keys stable). */
import { generationName } from "../../../shared/client/generations/generation-api.ts";
import { apiLabel, type FleetRow, rowNeedsAttention } from "../../../shared/fleet/fleet-row.ts";

/** One document for monitoring: every profile's row, and the totals that decide the exit code. */
export function fleetJson(rows: FleetRow[], now = Date.now()) {
  return {
    checkedAt: new Date(now).toISOString(),
    profiles: rows.map((row) => ({
      name: row.name,
      url: row.url,
      status: row.status,
      latencyMs: row.latencyMs,
      api: row.api,
      apiLabel: row.status === "up" ? apiLabel(row.api) : null,
      // `v0.18`, `v0.20` (v0.20–v0.22) or `v0.23` (v0.23+); null while down or unknown
      generation: row.api === "down" ? null : generationName(row.api),
      version: row.version ?? null,
      signedIn: row.signedIn,
      problem: row.problem,
      requests: row.requests,
      lastBackup:
        row.lastBackup === undefined || row.lastBackup === null
          ? (row.lastBackup ?? null)
          : {
              ...row.lastBackup,
              ageSeconds: Math.round((now - Date.parse(row.lastBackup.modified.replace(" ", "T"))) / 1000),
            },
      findings: row.doctor?.counts ?? null,
      doctor: row.doctor?.findings ?? null,
    })),
    down: rows.filter((row) => row.status === "down").length,
    withErrors: rows.filter((row) => (row.doctor?.counts.error ?? 0) > 0).length,
    attention: rows.some(rowNeedsAttention),
  };
}
