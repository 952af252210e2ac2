/** @module Where command output goes: results on stdout (text or JSON), messages on stderr, colour only on a terminal. */

type Colour = "red" | "green" | "yellow" | "dim" | "bold";
const CODES: Record<Colour, [number, number]> = {
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  dim: [2, 22],
  bold: [1, 22],
};

/** Whether a stream gets ANSI colours: a terminal, and NO_COLOR unset or empty. */
export function colourOn(stream: NodeJS.WriteStream = process.stderr): boolean {
  return Boolean(stream.isTTY) && !process.env.NO_COLOR && process.env.TERM !== "dumb";
}

/** `text` in a colour when `enabled`. */
export function paint(colour: Colour, text: string, enabled: boolean): string {
  if (!enabled) return text;
  const [open, close] = CODES[colour];
  return `\u001b[${open}m${text}\u001b[${close}m`;
}

/** A result line on stdout. */
export function out(line = ""): void {
  process.stdout.write(`${line}\n`);
}

/** A value as one JSON document on stdout (indented 2). */
export function outJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** A human message on stderr. */
export function say(line = ""): void {
  process.stderr.write(`${line}\n`);
}

/** Lines as aligned columns (two spaces apart, last column unpadded). */
export function columns(rows: string[][]): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  return rows.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd(),
  );
}
