/**
 * @module Rows of a streamed export counted from its bytes, as they arrive. CSV: a line break outside
 * quotes ends a row (the writer quotes every cell holding a quote or a line break, and doubles inner
 * quotes, so toggling on each quote byte tracks the state exactly); the header is not a row. JSON: each
 * row is an object pretty-printed by JSON.stringify, so a row, and only a row, ends with a line break
 * followed by `}` (nested objects close indented; line breaks inside strings are escaped).
 */
import type { ExportFormat } from "../../../../../shared/records/records-export-rows.ts";

const LF = 0x0a;
const QUOTE = 0x22;
const CLOSE_BRACE = 0x7d;

/** Counts the rows of an export file fed to it chunk by chunk (UTF-8 bytes). */
export class ExportRowCounter {
  private readonly format: ExportFormat;
  private breaks = 0;
  private inQuotes = false;
  private lastByte = -1;

  constructor(format: ExportFormat) {
    this.format = format;
  }

  /** The rows ended so far. */
  get rows(): number {
    return this.format === "csv" ? Math.max(0, this.breaks - 1) : this.breaks;
  }

  /** Feeds the next chunk (native searches for the few bytes that matter, not a loop over every byte). */
  add(bytes: Uint8Array): void {
    if (bytes.length === 0) return;
    if (this.format === "csv") this.addCsv(bytes);
    else this.addJson(bytes);
  }

  private addCsv(bytes: Uint8Array): void {
    let at = 0;
    let quote = bytes.indexOf(QUOTE);
    while (at < bytes.length) {
      if (this.inQuotes) {
        if (quote < 0) return;
        this.inQuotes = false;
        at = quote + 1;
        quote = bytes.indexOf(QUOTE, at);
        continue;
      }
      const lineBreak = bytes.indexOf(LF, at);
      if (quote >= 0 && (lineBreak < 0 || quote < lineBreak)) {
        this.inQuotes = true;
        at = quote + 1;
        quote = bytes.indexOf(QUOTE, at);
        continue;
      }
      if (lineBreak < 0) return;
      this.breaks++;
      at = lineBreak + 1;
    }
  }

  private addJson(bytes: Uint8Array): void {
    if (bytes[0] === CLOSE_BRACE && this.lastByte === LF) this.breaks++;
    for (let brace = bytes.indexOf(CLOSE_BRACE, 1); brace >= 0; brace = bytes.indexOf(CLOSE_BRACE, brace + 1))
      if (bytes[brace - 1] === LF) this.breaks++;
    this.lastByte = bytes[bytes.length - 1];
  }
}
