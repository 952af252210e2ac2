/**
 * @module Rows of a streamed export counted from its bytes, as they arrive. CSV: a line break outside
 * quotes ends a row (the writer quotes every cell holding a quote or a line break, and doubles inner
 * quotes, so toggling on each quote byte tracks the state exactly); the header is not a row. JSON: each
 * row is an object pretty-printed by JSON.stringify, so a row, and only a row, ends with a line break
 * followed by `}` (nested objects close indented; line breaks inside strings are escaped).
 */
import type { ExportFormat } from "../../../../../shared/records-export-rows.ts";

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

  /** Feeds the next chunk. */
  add(bytes: Uint8Array): void {
    if (this.format === "csv") {
      for (let i = 0; i < bytes.length; i++) {
        const byte = bytes[i];
        if (byte === QUOTE) this.inQuotes = !this.inQuotes;
        else if (byte === LF && !this.inQuotes) this.breaks++;
      }
      return;
    }
    let previous = this.lastByte;
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i];
      if (byte === CLOSE_BRACE && previous === LF) this.breaks++;
      previous = byte;
    }
    this.lastByte = previous;
  }
}
