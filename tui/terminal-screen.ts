/** @module The alternate screen and the first frame, written as plain ANSI before Ink is even loaded. */
import { CONNECTING_TEXT, headerText, helpLineText, tabBarText } from "./app/frame-text.ts";

const ESC = "\u001b[";

/** Switches to the alternate screen (the shell's screen comes back on exit) and hides the cursor. */
export function enterScreen(out: NodeJS.WriteStream): void {
  out.write(`${ESC}?1049h${ESC}?25l${ESC}H${ESC}2J`);
}

/** Shows the cursor and returns to the shell's screen. Safe to call twice. */
export function leaveScreen(out: NodeJS.WriteStream): void {
  out.write(`${ESC}?25h${ESC}?1049l`);
}

/** Clears the alternate screen and homes the cursor, so Ink draws over a blank page. */
export function clearScreen(out: NodeJS.WriteStream): void {
  out.write(`${ESC}H${ESC}2J`);
}

/**
 * The frame the Ink app draws while connecting (same lines, same places), as one string:
 * the user sees it as soon as the process runs, while Ink and the connection load.
 */
export function firstFrame(label: string, columns: number, rows: number): string {
  const cut = (s: string) => (s.length > columns ? s.slice(0, columns) : s);
  const helpRow = Math.max(8, rows - 1);
  const lines = [
    `${ESC}1m${cut(headerText(label))}${ESC}0m`,
    cut(tabBarText("logs")),
    `${ESC}2m${"─".repeat(columns)}${ESC}0m`,
    CONNECTING_TEXT,
  ];
  return `${ESC}H${lines.join("\r\n")}${ESC}${helpRow};1H${ESC}2m${helpLineText(null, columns)}${ESC}0m`;
}
