/** @module Requests over the selected range as a bar chart drawn with block characters. */
import { Box, Text } from "ink";
import { HOURLY_ONLY_NOTE } from "../../shared/client/logs-chart.ts";
import { bucketLabel, type LogsChartBucket } from "../../shared/logs/logs-stats.ts";
import { histogramColumns, histogramRows } from "./histogram-rows.ts";
import { shortTime } from "./log-format.ts";

export interface LogsHistogramProps {
  buckets: readonly LogsChartBucket[];
  width: number;
  /** Rows of bars (an axis line is drawn below them). */
  height: number;
  /** The server's stats are hourly only and the range held too many requests to count finer. */
  hourlyOnly?: boolean;
}

function label(time: number): string {
  return shortTime(new Date(time).toISOString().replace("T", " ")).slice(5, 16);
}

export function LogsHistogram({ buckets, width, height, hourlyOnly = false }: LogsHistogramProps) {
  const columns = histogramColumns(buckets, width);
  if (columns.every((c) => c.total === 0)) {
    return (
      <Box height={height + 1}>
        <Text dimColor>No requests in this range (r: the next range; "all" holds every request kept).</Text>
      </Box>
    );
  }
  const rows = histogramRows(columns, height);
  const max = Math.max(...columns.map((c) => c.total));
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  const left = label(first.time);
  const right = label(last.time + last.span);
  // one bucket per column below the width, else columns merge buckets
  const per = buckets.length < width ? bucketLabel(first.span) : "column";
  const middle = ` max ${max} per ${per}${hourlyOnly ? ` · ${HOURLY_ONLY_NOTE}` : ""} `;
  const gap = Math.max(1, width - left.length - right.length - middle.length);
  return (
    <Box flexDirection="column">
      {rows.map((row, r) => (
        // one Text per row; columns holding errors are coloured apart
        <Text key={String(r)} wrap="truncate">
          {[...row].map((ch, c) =>
            columns[c].errors > 0 ? (
              <Text key={String(c)} color="red">
                {ch}
              </Text>
            ) : (
              <Text key={String(c)} color="cyan">
                {ch}
              </Text>
            ),
          )}
        </Text>
      ))}
      <Text dimColor wrap="truncate">
        {left + " ".repeat(Math.floor(gap / 2)) + middle + " ".repeat(Math.ceil(gap / 2)) + right}
      </Text>
    </Box>
  );
}
