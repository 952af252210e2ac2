import { expect, test } from "vitest";
import type { Collection } from "../../../../shared/models.ts";
import { fuzzyFilter, fuzzyScore } from "../../../../web/src/lib/palette/fuzzy.ts";
import {
  looksLikeRecordId,
  paletteItems,
  recordItem,
  SETTINGS_PAGES,
} from "../../../../web/src/lib/palette/palette-items.ts";
import { demo, users } from "../fixtures.ts";

test("fuzzy scores: exact over substring over scattered letters; missing letters do not match", () => {
  expect(fuzzyScore("", "x")).toBe(0);
  expect(fuzzyScore("users", "users")).toBeGreaterThan(fuzzyScore("users", "my users"));
  expect(fuzzyScore("users", "my users")).toBeGreaterThan(fuzzyScore("usr", "users"));
  expect(fuzzyScore("stb", "Settings: Backups")).toBeGreaterThan(0);
  expect(fuzzyScore("xyz", "users")).toBe(-1);
  expect(fuzzyScore("sru", "users")).toBe(-1); // order matters
});

test("fuzzy filter keeps matches, best first, stable on ties", () => {
  const items = ["Settings: Mail settings", "demo1", "demo2", "Settings: Admins"];
  expect(fuzzyFilter(items, "", (x) => x)).toEqual(items);
  expect(fuzzyFilter(items, "demo", (x) => x)).toEqual(["demo1", "demo2"]);
  expect(fuzzyFilter(items, "adm", (x) => x)[0]).toBe("Settings: Admins");
});

test("palette items: collections, every settings route, actions on the active collection", () => {
  const items = paletteItems([demo, users], demo);
  expect(items.filter((i) => i.kind === "collection").map((i) => i.href)).toEqual([
    `/collections?collectionId=${demo.id}`,
    `/collections?collectionId=${users.id}`,
  ]);
  expect(items.filter((i) => i.kind === "settings").map((i) => i.href)).toEqual(
    SETTINGS_PAGES.map((p) => p.path),
  );
  expect(SETTINGS_PAGES).toHaveLength(11);
  expect(items.filter((i) => i.kind === "page").map((i) => [i.label, i.href])).toEqual([
    ["Relations diagram", "/collections/diagram"],
    ["API rules overview", "/collections/rules"],
    ["Logs", "/logs"],
  ]);
  const remote = paletteItems([], null, false).filter((i) => i.kind === "settings");
  expect(remote.map((i) => i.label)).not.toContain("Settings: SQL console");
  expect(remote.map((i) => i.label)).toContain("Settings: Health");
  expect(items.filter((i) => i.kind === "action").map((i) => i.label)).toEqual([
    "New record in demo1",
    "New collection",
    "API Preview of demo1",
  ]);
  const noActive = paletteItems([], null).filter((i) => i.kind === "action");
  expect(noActive.map((i) => i.action)).toEqual(["new-collection"]);
  const view = paletteItems([], { ...demo, type: "view", options: { query: "" } } as Collection).filter(
    (i) => i.kind === "action",
  );
  expect(view.map((i) => i.action)).toEqual(["new-collection", "api-preview"]);
});

test("on a v0.23+ backend the admins page is named Superusers", () => {
  const labels = paletteItems([demo], demo, false, { adminsLabel: "Superusers" }).map((i) => i.label);
  expect(labels).toContain("Settings: Superusers");
  expect(labels).not.toContain("Settings: Admins");
});

test("a typed id gives an open-record item", () => {
  expect(looksLikeRecordId("abc123def456ghi")).toBe(true);
  expect(looksLikeRecordId("a b")).toBe(false);
  expect(looksLikeRecordId("ab")).toBe(false);
  expect(recordItem(" r1x ")).toEqual({
    id: "record:r1x",
    kind: "record",
    label: "Open record r1x",
    action: "open-record",
    recordId: "r1x",
  });
  expect(recordItem("a/b")).toBe(null);
});
