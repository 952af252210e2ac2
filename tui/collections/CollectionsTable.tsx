/** @module The collections list: name, type, field count and record count, scrolled by `offset`. */
import { Box, Text } from "ink";
import type { CollectionSummary } from "../../shared/client/collection-summaries.ts";
import { padCell } from "../logs/log-format.ts";

export interface CollectionsTableProps {
  rows: readonly CollectionSummary[];
  offset: number;
  /** Rows of collections shown (the header and the more-line come on top). */
  height: number;
  width: number;
}

const TYPE = 6;
const NUMBER = 9;

export function CollectionsTable({ rows, offset, height, width }: CollectionsTableProps) {
  const name = Math.max(12, Math.min(40, width - TYPE - 2 * NUMBER - 2));
  const shown = rows.slice(offset, offset + height);
  const hidden = rows.length - shown.length;
  const count = (n: number | null) => (n === null ? "?" : String(n)).padStart(NUMBER - 2).padEnd(NUMBER);
  return (
    <Box flexDirection="column">
      <Text bold wrap="truncate">
        {padCell("Name", name) +
          padCell("Type", TYPE) +
          "Fields".padStart(NUMBER - 2).padEnd(NUMBER) +
          "Records"}
      </Text>
      {shown.map((row) => (
        <Text key={row.name} wrap="truncate">
          {padCell(row.name, name) + padCell(row.type, TYPE) + count(row.fields) + count(row.records)}
        </Text>
      ))}
      {hidden > 0 && (
        <Text dimColor>{`${hidden} more (${offset > 0 ? `${offset} above, ` : ""}↑↓ to scroll)`}</Text>
      )}
    </Box>
  );
}
