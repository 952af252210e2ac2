/** Generation names and the generation of an exact version (what the dashboard names). */
import { expect, test } from "vitest";
import { generationOfVersion } from "../../../../shared/client/api-generation.ts";
import { generationName } from "../../../../shared/client/generations/generation-api.ts";

test.each([
  ["0.18.1", "v0.18"],
  ["0.19.4", "v0.18"],
  ["0.20.0", "v0.20-v0.22"],
  ["0.22.27", "v0.20-v0.22"],
  ["0.23.0", "v0.23+"],
  ["0.40.6", "v0.23+"],
  ["1.0.0", "v0.23+"],
] as const)("version %s is %s", (version, generation) => {
  expect(generationOfVersion(version)).toBe(generation);
});

test("no version, a malformed one or one older than v0.18: no generation", () => {
  expect(generationOfVersion(null)).toBeNull();
  expect(generationOfVersion("dev")).toBeNull();
  expect(generationOfVersion("0.16.10")).toBeNull();
});

test("short names for fleet --json", () => {
  expect(["v0.18", "v0.20-v0.22", "v0.23+", "unknown"].map((g) => generationName(g as never))).toEqual([
    "v0.18",
    "v0.20",
    "v0.23",
    null,
  ]);
});
