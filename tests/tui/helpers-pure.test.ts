import { expect, test } from "vitest";
import type { SchemaDiff } from "../../shared/schema/schema-diff.ts";
import { helpLineText, tabBarText } from "../../tui/app/frame-text.ts";
import { deletionNames, diffLines } from "../../tui/collections/diff-lines.ts";
import { formatBytes } from "../../tui/common/format-bytes.ts";
import { moveWindow, visibleOffset } from "../../tui/common/list-window.ts";
import { histogramColumns, histogramRows } from "../../tui/logs/histogram-rows.ts";
import { logDetailRows, padCell, statusColor } from "../../tui/logs/log-format.ts";
import { firstFrame } from "../../tui/terminal-screen.ts";

test("the histogram scales bars to the tallest column in eighth blocks", () => {
  const hour = 3_600_000;
  const buckets = [0, 4, 8, 2].map((total, i) => ({
    time: i * hour,
    span: hour,
    total,
    errors: i === 3 ? 1 : 0,
  }));
  expect(histogramRows(histogramColumns(buckets, 4), 1)).toEqual([" ▄█▂"]);
  expect(histogramRows(histogramColumns(buckets, 4), 2)).toEqual(["  █ ", " ██▄"]);
  // wider than the buckets: one column per bucket at its place, blank columns between
  expect(histogramColumns(buckets, 8).map((c) => c.total)).toEqual([0, 0, 4, 0, 8, 0, 2, 0]);
  expect(histogramColumns(buckets, 10).map((c) => c.total)).toEqual([0, 0, 4, 0, 0, 8, 0, 2, 0, 0]);
  // buckets merged when there are more than columns
  expect(histogramColumns(buckets, 2).map((c) => [c.total, c.errors])).toEqual([
    [4, 0],
    [10, 1],
  ]);
});

test("the list window keeps the selection visible and clamps it", () => {
  expect(moveWindow({ selected: 0, offset: 0 }, 12, 100, 10)).toEqual({ selected: 12, offset: 3 });
  expect(moveWindow({ selected: 12, offset: 3 }, 2, 100, 10)).toEqual({ selected: 2, offset: 2 });
  expect(moveWindow({ selected: 5, offset: 0 }, 500, 100, 10)).toEqual({ selected: 99, offset: 90 });
  expect(moveWindow({ selected: 0, offset: 0 }, -4, 0, 10)).toEqual({ selected: 0, offset: 0 });
  expect(visibleOffset(40, 45, 10)).toBe(40);
});

test("frame text: bracketed active tab, help line cut to the width", () => {
  expect(tabBarText("backups")).toBe(" 1 Logs  [2 Backups]  3 Collections   4 Admins   5 Doctor ");
  expect(helpLineText(null, 80)).toBe("1-5 switch tab · ? all keys · q quit");
  expect(helpLineText("logs", 30)).toBe("↑↓ PgUp PgDn move · Enter det…");
});

test("help line: inspect is offered unless the backend is known to lack it (a real PocketBase)", () => {
  const backups = "↑↓ move · n new backup · d download · u upload · x delete · s restore";
  const global = "1-5 switch tab · ? all keys · q quit";
  expect(helpLineText("backups", 200)).toBe(`${backups} · i inspect · ${global}`);
  expect(helpLineText("backups", 200, { inspectBackups: true, superusers: null })).toBe(
    `${backups} · i inspect · ${global}`,
  );
  expect(helpLineText("backups", 200, { inspectBackups: false, superusers: null })).toBe(
    `${backups} · ${global}`,
  );
});

test("help line: the logs' admins key says superusers on a server that calls them so (v0.23+)", () => {
  expect(helpLineText("logs", 200)).toContain("a include admins ·");
  expect(helpLineText("logs", 200, { inspectBackups: false, superusers: false })).toContain(
    "a include admins ·",
  );
  const newest = helpLineText("logs", 200, { inspectBackups: false, superusers: true });
  expect(newest).toContain("a include superusers ·");
  expect(newest).not.toContain("admins");
});

test("the first frame is the app's connecting frame in plain ANSI, help line on the last row", () => {
  const frame = firstFrame("http://127.0.0.1:8090", 60, 20);
  expect(frame).toContain("pbdeck · http://127.0.0.1:8090");
  expect(frame).toContain("[1 Logs]  2 Backups   3 Collections   4 Admins   5 Doctor");
  expect(frame).toContain("─".repeat(60));
  expect(frame).toContain("Connecting…");
  expect(frame).toContain("\u001b[19;1H\u001b[2m1-5 switch tab · ? all keys · q quit");
});

test("log cells, status colours and the detail rows", () => {
  expect(padCell("abcdef", 4)).toBe("abc…");
  expect(padCell("ab", 4)).toBe("ab  ");
  expect([200, 302, 404, 500].map(statusColor)).toEqual(["green", "yellow", "red", "redBright"]);
  const rows = logDetailRows({
    id: "x",
    created: "2024-01-01 10:00:00.000Z",
    updated: "",
    url: "/api/x",
    method: "get",
    status: 404,
    auth: "guest",
    userIp: "1.1.1.1",
    remoteIp: "2.2.2.2",
    referer: "",
    userAgent: "ua",
    meta: { errorMessage: "Not found." },
  });
  expect(Object.fromEntries(rows)).toEqual({
    ID: "x",
    Status: "404",
    Method: "GET",
    Auth: "guest",
    URL: "/api/x",
    Referer: "N/A",
    "Remote IP": "2.2.2.2",
    "User IP": "1.1.1.1",
    UserAgent: "ua",
    Meta: '{\n  "errorMessage": "Not found."\n}',
    Created: "2024-01-01 10:00:00.000Z",
  });
});

test("byte sizes", () => {
  expect([0, 1023, 1536, 5 * 1024 * 1024].map(formatBytes)).toEqual(["0 B", "1023 B", "1.5 KB", "5.0 MB"]);
});

test("the review colours additions green, deletions red, changes yellow, and lists what the confirmation names", () => {
  const diff: SchemaDiff = {
    inSync: false,
    collections: [
      {
        kind: "added",
        id: "a1",
        name: "posts",
        type: "base",
        changes: [],
        fields: {
          added: [{ id: "f1", name: "title", type: "text", multiple: false }],
          removed: [],
          changed: [],
        },
        options: [],
        rules: [],
        indexes: { added: [], removed: [] },
      },
      {
        kind: "changed",
        id: "c1",
        name: "users",
        type: "auth",
        changes: [],
        fields: {
          added: [],
          removed: [{ id: "f2", name: "bio", type: "editor", multiple: false }],
          changed: [],
        },
        options: [],
        rules: [{ key: "listRule", from: null, to: "" }],
        indexes: { added: [], removed: [] },
      },
      {
        kind: "removed",
        id: "r1",
        name: "old",
        type: "base",
        changes: [],
        fields: { added: [], removed: [], changed: [] },
        options: [],
        rules: [],
        indexes: { added: [], removed: [] },
      },
    ],
  };
  const impact = {
    total: 7,
    items: [
      { kind: "field removed" as const, collection: "users", field: "bio", fieldId: "f2", records: 3 },
      { kind: "collection removed" as const, collection: "old", records: 4 },
    ],
  };
  expect(diffLines(diff, impact)).toEqual([
    { text: "+ posts (base): new collection", color: "green", bold: true },
    { text: "    + field title (text): Added", color: "green" },
    { text: "~ users (auth): changed", color: "yellow", bold: true },
    {
      text: "    - field bio (editor): Deleted; all stored data related to it will be deleted (3 records with data)",
      color: "red",
    },
    { text: '    listRule: null → ""', color: "yellow" },
    { text: "- old (base): deleted with all its records (4 records)", color: "red", bold: true },
    { text: "" },
    { text: "Collections: 1 added, 1 changed, 1 removed", bold: true },
    { text: "Records losing data: 7", color: "red", bold: true },
  ]);
  expect(deletionNames(diff)).toEqual(["users.bio (f2)", "old.*"]);
  expect(diffLines({ inSync: true, collections: [] }, null)).toEqual([
    { text: "Your collections configuration is already up-to-date!", color: "cyan" },
  ]);
  // with "delete missing" off, what the file leaves out is named as kept, not hidden
  const title = { id: "f9", name: "title", type: "text", multiple: false };
  const kept = [
    { collection: "demo3", type: "base", field: title, fieldCount: 0 },
    { collection: "demo4", type: "base", field: null, fieldCount: 2 },
  ];
  expect(diffLines({ inSync: true, collections: [] }, null, kept)).toEqual([
    { text: "Your collections configuration is already up-to-date!", color: "cyan" },
    { text: 'Kept because "delete missing" (m) is off: demo3.title, demo4.*' },
  ]);
  expect(diffLines(diff, impact, kept).at(-4)).toEqual({
    text: 'Kept because "delete missing" (m) is off: demo3.title, demo4.*',
  });
});
