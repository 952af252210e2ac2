/** @module The import review: the coloured diff lines in a scrolling window. */
import { Box, Text } from "ink";
import type { DiffLine } from "./diff-lines.ts";

export function ImportReview({
  lines,
  offset,
  height,
}: {
  lines: DiffLine[];
  offset: number;
  height: number;
}) {
  const shown = lines.slice(offset, offset + height);
  return (
    <Box flexDirection="column">
      {shown.map((line, i) => (
        <Text key={String(offset + i)} color={line.color} bold={line.bold} wrap="truncate">
          {line.text || " "}
        </Text>
      ))}
      {lines.length > height ? (
        <Text
          dimColor
        >{`lines ${offset + 1}-${Math.min(lines.length, offset + height)} of ${lines.length} (↑↓ PgUp PgDn)`}</Text>
      ) : null}
    </Box>
  );
}
