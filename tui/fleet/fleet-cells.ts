/** @module The text of a fleet row's cells (pure, so the table and its tests agree). */
import { ageText, apiLabel, type FleetRow, sparkline } from "../../shared/fleet/fleet-row.ts";

export interface FleetCells {
  status: string;
  api: string;
  requests: string;
  spark: string;
  backup: string;
  findings: string;
}

/** `up 12ms`, `down`, or `…` before the first check. */
export function statusCell(row: FleetRow | undefined): string {
  if (!row) return "…";
  return row.status === "up" ? `up ${row.latencyMs}ms` : "down";
}

/** Every cell of a row; `-` where the data is unknown (down, not signed in). */
export function fleetCells(row: FleetRow | undefined, now: number): FleetCells {
  if (!row) return { status: "…", api: "", requests: "", spark: "", backup: "", findings: "" };
  if (row.checking)
    return { status: statusCell(row), api: "…", requests: "", spark: "", backup: "", findings: "" };
  const counts = row.doctor?.counts;
  return {
    status: statusCell(row),
    api: row.status === "up" ? apiLabel(row.api, row.version) : "-",
    requests: row.requests ? `${row.requests.lastHour} (${row.requests.errorsLastHour} err)` : "-",
    spark: row.requests ? sparkline(row.requests.hourly) : "",
    backup:
      row.lastBackup === undefined
        ? "-"
        : row.lastBackup === null
          ? "none"
          : ageText(row.lastBackup.modified, now),
    findings: counts ? `${counts.error}E ${counts.warning}W ${counts.info}I` : "-",
  };
}
