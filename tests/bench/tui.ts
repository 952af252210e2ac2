/**
 * `pbdeck tui`: time to the first screen in a real pseudo-terminal (util-linux `script`), against a
 * bare Ink app printing the same text; and the time to render 10,000 log rows scrolled page by page
 * through the logs list component, against bare Ink Text lines of the same text. Side by side, alternating.
 * Run: node tests/bench/tui.ts (Node 24; needs `npm run build:server` first)
 */
import { spawn } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { createElement as h } from "react";
import { binPath, copyFixture, repoRoot } from "../helpers/pbdeck-process.ts";
import { offscreenInput, offscreenOutput } from "./helpers/offscreen-streams.ts";
import { formatMs, summarise, writeSection } from "./report.ts";

const rounds = 12;
const data = copyFixture();

interface Marks {
  /** Milliseconds from spawn to each marker's first appearance. */
  [marker: string]: number;
}

/** Spawns `command` in a pseudo-terminal and times when each marker first shows in its output. */
function timeScreen(command: string[], markers: Array<[string, (out: string) => boolean]>): Promise<Marks> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const shell = command.map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ");
    const child = spawn("script", ["-qfec", shell, "/dev/null"], {
      cwd: repoRoot,
      env: { ...process.env, COLUMNS: "100", LINES: "30", TERM: "xterm-256color" },
      stdio: ["ignore", "pipe", "inherit"],
      detached: true,
    });
    let out = "";
    const marks: Marks = {};
    const timer = setTimeout(() => {
      process.kill(-(child.pid ?? 0), "SIGKILL");
      reject(new Error(`no screen after 20 s:\n${out}`));
    }, 20_000);
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const now = Number(process.hrtime.bigint() - start) / 1e6;
      for (const [name, seen] of markers) if (marks[name] === undefined && seen(out)) marks[name] = now;
      if (Object.keys(marks).length === markers.length) {
        clearTimeout(timer);
        process.kill(-(child.pid ?? 0), "SIGKILL");
        resolve(marks);
      }
    });
  });
}

const CLEAR = "\u001b[2J";
const afterSecondClear = (out: string) => out.split(CLEAR).slice(2).join(CLEAR);
const tuiMarkers: Array<[string, (out: string) => boolean]> = [
  // the plain frame written before Ink loads
  ["first", (out) => out.includes("Connecting…")],
  // Ink's first frame (it clears the screen once more before drawing)
  ["ink", (out) => afterSecondClear(out).includes("[1 Logs]")],
  // signed in to the embedded backend and the logs view drawn
  ["ready", (out) => out.includes("(none, / to search)")],
];
const bareMarkers: Array<[string, (out: string) => boolean]> = [
  ["first", (out) => out.includes("Connecting…")],
];

const tuiRuns: Marks[] = [];
const bareRuns: Marks[] = [];
for (let i = 0; i < rounds + 2; i++) {
  const tui = await timeScreen([process.execPath, binPath, "tui", "--dir", data.dir], tuiMarkers);
  const bare = await timeScreen(
    [process.execPath, join(import.meta.dirname, "helpers/bare-ink-frame.ts")],
    bareMarkers,
  );
  // the first two rounds warm the disk cache
  if (i >= 2) {
    tuiRuns.push(tui);
    bareRuns.push(bare);
  }
}
data.cleanup();

const median = (runs: Marks[], key: string) => summarise(runs.map((r) => r[key])).p50;
const bareFirst = median(bareRuns, "first");

// 10,000 rows scrolled: the logs list component against bare Text lines, both through Ink
// the built views import the Ink that the build bundles into dist/tui/vendor: render them, and the
// bare lines, with that same copy (two copies of Ink in one tree do not mix)
const ink = await import(join(repoRoot, "dist/tui/vendor/ink.js"));
const { Box, Text } = ink;
const render = (node: ReturnType<typeof h>) =>
  ink.render(node, {
    stdout: offscreenOutput(WIDTH),
    stdin: offscreenInput(),
    debug: true,
    exitOnCtrlC: false,
    patchConsole: false,
  });
const { LogsTable } = await import(join(repoRoot, "dist/tui/logs/LogsTable.js"));
const { padCell, shortTime } = await import(join(repoRoot, "dist/tui/logs/log-format.js"));
const ROWS = 10_000;
const PAGE = 35;
const WIDTH = 100;
const logs = Array.from({ length: ROWS }, (_, i) => ({
  id: `log${String(i).padStart(12, "0")}`,
  created: new Date(Date.UTC(2024, 0, 1, 0, 0, i)).toISOString().replace("T", " "),
  updated: "",
  url: `/api/collections/posts/records?page=${i}`,
  method: ["GET", "POST", "PATCH", "DELETE"][i % 4],
  status: [200, 200, 404, 500][i % 4],
  auth: "guest",
  userIp: "127.0.0.1",
  remoteIp: "127.0.0.1",
  referer: "",
  userAgent: "bench",
  meta: {},
}));
const urlWidth = WIDTH - 2 - 7 - 5 - 16 - 20;
const plainLine = (log: (typeof logs)[number], selected: boolean) =>
  (selected ? "› " : "  ") +
  padCell(log.method, 7) +
  padCell(String(log.status), 5) +
  padCell(log.url, urlWidth) +
  padCell(log.userIp, 16) +
  shortTime(log.created);

function scrollTable(): number {
  const app = render(h(LogsTable, { logs, offset: 0, height: PAGE, selected: 0, width: WIDTH }));
  const start = process.hrtime.bigint();
  for (let offset = 0; offset < ROWS; offset += PAGE) {
    app.rerender(h(LogsTable, { logs, offset, height: PAGE, selected: offset, width: WIDTH }));
  }
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  app.unmount();
  return ms;
}

function scrollBare(): number {
  const page = (offset: number) =>
    h(
      Box,
      { flexDirection: "column" },
      h(Text, null, "header"),
      ...logs.slice(offset, offset + PAGE).map((log, i) => h(Text, { key: log.id }, plainLine(log, i === 0))),
    );
  const app = render(page(0));
  const start = process.hrtime.bigint();
  for (let offset = 0; offset < ROWS; offset += PAGE) app.rerender(page(offset));
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  app.unmount();
  return ms;
}

const table: number[] = [];
const bare: number[] = [];
for (let i = 0; i < 6; i++) {
  const t = scrollTable();
  const b = scrollBare();
  if (i > 0) {
    table.push(t);
    bare.push(b);
  }
}
const tableMs = summarise(table).p50;
const bareMs = summarise(bare).p50;
const pages = Math.ceil(ROWS / PAGE);

writeSection(
  "TUI",
  `
\`tests/bench/tui.ts\`: \`pbdeck tui --dir\` (built) on a copy of the fixture, in a pseudo-terminal of 100×30
(util-linux \`script\`), median of ${rounds} runs alternating with a bare Ink app that prints the same frame
text (\`tests/bench/helpers/bare-ink-frame.ts\`). Times from spawn to the text appearing on the terminal.
Load average at the end of the run: ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores (absolute times
grow with it; the ratios are what to compare).

| measure | pbdeck tui | bare Ink app | ratio |
|---|---|---|---|
| first screen (frame with tabs, help line, "Connecting…") | ${formatMs(median(tuiRuns, "first"))} | ${formatMs(bareFirst)} | ${(median(tuiRuns, "first") / bareFirst).toFixed(2)} |
| Ink's first frame (same text, drawn by the app) | ${formatMs(median(tuiRuns, "ink"))} | ${formatMs(bareFirst)} | ${(median(tuiRuns, "ink") / bareFirst).toFixed(2)} |
| logs view ready (embedded backend opened, signed in, first page) | ${formatMs(median(tuiRuns, "ready"))} | — | — |

The first screen is plain ANSI written before Ink, React and the views load (\`tui/terminal-screen.ts\`),
and \`pbdeck tui\` loads only its own command (\`cli/tui-program.ts\`), so it comes before a bare Ink app
can print anything; Ink then redraws the same frame and the connection starts.

10,000 log rows scrolled page by page (${pages} pages of ${PAGE} rows, ${WIDTH} columns) through the logs list
component (\`LogsTable\`: only the visible rows are drawn), against bare Ink \`Text\` lines of the same text,
median of 5 runs each:

| measure | LogsTable | bare Ink lines | ratio |
|---|---|---|---|
| 10,000 rows scrolled | ${formatMs(tableMs)} | ${formatMs(bareMs)} | ${(tableMs / bareMs).toFixed(2)} |
| per page | ${formatMs(tableMs / pages)} | ${formatMs(bareMs / pages)} | |
`,
);
console.log(
  `first screen ${formatMs(median(tuiRuns, "first"))} (bare Ink ${formatMs(bareFirst)}), ink ${formatMs(median(tuiRuns, "ink"))}, ready ${formatMs(median(tuiRuns, "ready"))}; 10k rows ${formatMs(tableMs)} vs ${formatMs(bareMs)}`,
);
process.exit(0);
