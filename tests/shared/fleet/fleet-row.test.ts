import { expect, test } from "vitest";
import {
  ageText,
  apiLabel,
  type FleetRow,
  rowNeedsAttention,
  sparkline,
} from "../../../shared/fleet/fleet-row.ts";
import { fleetCells } from "../../../tui/fleet/fleet-cells.ts";

const NOW = Date.parse("2026-01-10T12:00:00Z");

function row(extra: Partial<FleetRow> = {}): FleetRow {
  return {
    name: "prod",
    url: "https://pb.example.com",
    status: "up",
    latencyMs: 42,
    api: "v0.18",
    signedIn: true,
    problem: null,
    requests: { lastHour: 120, errorsLastHour: 3, hourly: [0, 5, 10] },
    lastBackup: { key: "daily.zip", modified: "2026-01-09 12:00:00.000Z" },
    doctor: { findings: [], counts: { error: 1, warning: 2, info: 0 }, skipped: [] },
    checkedAt: "",
    ...extra,
  };
}

test("sparkline, age and API label", () => {
  expect(sparkline([0, 5, 10])).toBe("▁▅█");
  expect(sparkline([0, 0])).toBe("▁▁");
  expect(ageText("2026-01-10 11:57:00.000Z", NOW)).toBe("3m");
  expect(ageText("2026-01-09T12:00:00Z", NOW)).toBe("24h");
  expect(ageText("2026-01-01T12:00:00Z", NOW)).toBe("9d");
  expect([
    apiLabel("v0.18"),
    apiLabel("v0.20-v0.22"),
    apiLabel("v0.23+"),
    apiLabel("v0.23+", "0.40.6"),
    apiLabel("unknown"),
    apiLabel("down"),
  ]).toEqual([
    "PocketBase v0.18 API",
    "PocketBase v0.20-v0.22 API",
    "PocketBase v0.23+ API",
    "PocketBase 0.40.6",
    "unsupported",
    "?",
  ]);
});

test("the cells of a row, of a down row and of a row still checking", () => {
  expect(fleetCells(row(), NOW)).toEqual({
    status: "up 42ms",
    api: "PocketBase v0.18 API",
    requests: "120 (3 err)",
    spark: "▁▅█",
    backup: "24h",
    findings: "1E 2W 0I",
  });
  const down = row({
    status: "down",
    latencyMs: null,
    api: "down",
    requests: null,
    lastBackup: undefined,
    doctor: null,
  });
  expect(fleetCells(down, NOW)).toEqual({
    status: "down",
    api: "-",
    requests: "-",
    spark: "",
    backup: "-",
    findings: "-",
  });
  expect(fleetCells(row({ checking: true }), NOW).api).toBe("…");
  expect(fleetCells(undefined, NOW).status).toBe("…");
});

test("down or an error-level finding needs attention (the --json exit code)", () => {
  expect(rowNeedsAttention(row())).toBe(true);
  expect(
    rowNeedsAttention(
      row({ doctor: { findings: [], counts: { error: 0, warning: 5, info: 1 }, skipped: [] } }),
    ),
  ).toBe(false);
  expect(rowNeedsAttention(row({ status: "down", doctor: null }))).toBe(true);
  expect(rowNeedsAttention(row({ doctor: null }))).toBe(false);
});
