/** @module Transfer progress on stderr, only on a terminal (a log file gets the final message only). */

/** `12.3 MB`-style sizes (1000-based, as file managers show them). */
export function formatSize(bytes: number): string {
  const units = ["B", "kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(1)} ${units[unit]}`;
}

export interface Progress {
  /** Progress callback for the shared client (sent, total); undefined when not on a terminal. */
  update?: (done: number, total: number) => void;
  /** Clears the progress line. */
  end(): void;
}

/** A progress line labelled `label`, redrawn at most every 100 ms. */
export function transferProgress(label: string): Progress {
  const stream = process.stderr;
  if (!stream.isTTY) return { end() {} };
  let shown = false;
  let lastDraw = 0;
  return {
    update(done, total) {
      const now = Date.now();
      if (now - lastDraw < 100 && done < total) return;
      lastDraw = now;
      const percent = total > 0 ? ` ${Math.min(100, Math.floor((done / total) * 100))}%` : "";
      const sizes = total > 0 ? `${formatSize(done)} / ${formatSize(total)}` : formatSize(done);
      stream.write(`\r\u001b[2K${label}${percent} (${sizes})`);
      shown = true;
    },
    end() {
      if (shown) stream.write("\r\u001b[2K");
    },
  };
}
