/** @module A transfer's progress: a bar, the percentage and the bytes moved. */
import { Text } from "ink";
import { formatBytes } from "./format-bytes.ts";

export function ProgressLine({
  label,
  done,
  total,
  width,
}: {
  label: string;
  done: number;
  total: number;
  width: number;
}) {
  const known = total > 0;
  const ratio = known ? Math.min(1, done / total) : 0;
  const barWidth = Math.max(10, Math.min(40, width - label.length - 30));
  const filled = Math.round(ratio * barWidth);
  return (
    <Text>
      {`${label} `}
      <Text color="cyan">{"█".repeat(filled)}</Text>
      <Text dimColor>{"░".repeat(barWidth - filled)}</Text>
      {known
        ? ` ${Math.floor(ratio * 100)}% ${formatBytes(done)} of ${formatBytes(total)}`
        : ` ${formatBytes(done)}`}
    </Text>
  );
}
