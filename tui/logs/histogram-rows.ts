/** @module Chart buckets to the rows of a terminal bar chart (eighth-block characters). */
import type { LogsChartBucket } from "../../shared/logs/logs-query.ts";

const BLOCKS = " ▁▂▃▄▅▆▇█";

/** One column of the chart: its height in eighths of a row and whether it holds errors. */
export interface HistogramColumn {
  total: number;
  errors: number;
  time: number;
}

/**
 * The buckets as exactly `width` columns (empty when there are no buckets): several buckets merge
 * into a column; with fewer buckets than columns each bucket is one column at its place in time and
 * the columns between stay blank, so one request never fills more than one column.
 */
export function histogramColumns(buckets: readonly LogsChartBucket[], width: number): HistogramColumn[] {
  if (buckets.length === 0 || width <= 0) return [];
  const n = buckets.length;
  if (n < width) {
    const columns = Array.from({ length: width }, (_, c) => ({
      total: 0,
      errors: 0,
      time: buckets[Math.floor((c * n) / width)].time,
    }));
    buckets.forEach((bucket, i) => {
      columns[Math.floor((i * width) / n)] = {
        total: bucket.total,
        errors: bucket.errors,
        time: bucket.time,
      };
    });
    return columns;
  }
  const columns: HistogramColumn[] = [];
  for (let c = 0; c < width; c++) {
    // the buckets this column covers
    const from = Math.floor((c * buckets.length) / width);
    const to = Math.max(from + 1, Math.floor(((c + 1) * buckets.length) / width));
    let total = 0;
    let errors = 0;
    for (let i = from; i < to && i < buckets.length; i++) {
      total += buckets[i].total;
      errors += buckets[i].errors;
    }
    columns.push({ total, errors, time: buckets[from].time });
  }
  return columns;
}

/**
 * The chart as `height` text rows, top first; a column's bar is scaled to the tallest column.
 * @example histogramRows([{ total: 1, errors: 0, time: 0 }, { total: 2, errors: 0, time: 0 }], 1) // ["▄█"]
 */
export function histogramRows(columns: readonly HistogramColumn[], height: number): string[] {
  const max = Math.max(0, ...columns.map((c) => c.total));
  const rows: string[] = [];
  for (let r = height - 1; r >= 0; r--) {
    let line = "";
    for (const column of columns) {
      // eighths of a row, at least one eighth for any non-empty column so it never looks empty
      const eighths =
        max === 0 ? 0 : Math.max(column.total > 0 ? 1 : 0, Math.round((column.total / max) * height * 8));
      line += BLOCKS[Math.min(8, Math.max(0, eighths - r * 8))];
    }
    rows.push(line);
  }
  return rows;
}
