/**
 * The baseline of the TUI's first-screen benchmark: a bare Ink app printing the same frame text
 * (header, tabs, rule, "Connecting…", help line) and nothing else. Run by tests/bench/tui.ts.
 */
import { Box, render, Text } from "ink";
import { createElement as h } from "react";

const columns = process.stdout.columns || 100;
const rows = process.stdout.rows || 30;
const lines = [
  "pbdeck · embedded backend in /tmp/pb_data",
  "[1 Logs]  2 Backups   3 Collections   4 Admins   5 Doctor",
  "─".repeat(columns),
  "Connecting…",
];
const app = render(
  h(
    Box,
    { flexDirection: "column", height: rows - 1 },
    ...lines.map((line) => h(Text, { key: line }, line)),
    h(Box, { flexGrow: 1 }),
    h(Text, null, "1-5 switch tab · ? all keys · q quit"),
  ),
);
// stays up until the benchmark kills it, like the TUI
process.on("SIGTERM", () => app.unmount());
