/** @module The fleet table: one row per saved profile, the selected one marked. */
import { Box, Text } from "ink";
import type { FleetRow } from "../../shared/fleet/fleet-row.ts";
import { padCell } from "../logs/log-format.ts";
import { fleetCells } from "./fleet-cells.ts";

const WIDTHS = { name: 14, url: 30, status: 11, api: 22, requests: 14, spark: 13, backup: 8 };

function header(): string {
  return (
    "  " +
    padCell("Name", WIDTHS.name) +
    padCell("URL", WIDTHS.url) +
    padCell("Status", WIDTHS.status) +
    padCell("API", WIDTHS.api) +
    padCell("Requests 1h", WIDTHS.requests) +
    padCell("Last 12h", WIDTHS.spark) +
    padCell("Backup", WIDTHS.backup) +
    "Findings"
  );
}

export function FleetTable({
  names,
  urls,
  rows,
  selected,
  now,
  height,
}: {
  names: string[];
  urls: Record<string, string>;
  rows: ReadonlyMap<string, FleetRow>;
  selected: number;
  now: number;
  /** Profile rows that fit; more scroll with the selection. */
  height: number;
}) {
  const visible = Math.max(1, height);
  const start =
    names.length <= visible
      ? 0
      : Math.min(Math.max(0, selected - Math.floor(visible / 2)), names.length - visible);
  return (
    <Box flexDirection="column">
      <Text bold wrap="truncate">
        {header()}
      </Text>
      {names.slice(start, start + visible).map((name, index) => {
        const i = start + index;
        const row = rows.get(name);
        const cells = fleetCells(row, now);
        const errors = (row?.doctor?.counts.error ?? 0) > 0;
        return (
          <Text key={name} inverse={i === selected} wrap="truncate">
            {i === selected ? "› " : "  "}
            {padCell(name, WIDTHS.name)}
            {padCell(urls[name] ?? "", WIDTHS.url)}
            <Text color={row?.status === "down" ? "red" : row ? "green" : undefined}>
              {padCell(cells.status, WIDTHS.status)}
            </Text>
            <Text color={row?.status === "up" && row.api === "unknown" ? "yellow" : undefined}>
              {padCell(cells.api, WIDTHS.api)}
            </Text>
            {padCell(cells.requests, WIDTHS.requests)}
            {padCell(cells.spark, WIDTHS.spark)}
            {padCell(cells.backup, WIDTHS.backup)}
            <Text color={errors ? "red" : undefined}>{cells.findings}</Text>
          </Text>
        );
      })}
    </Box>
  );
}
