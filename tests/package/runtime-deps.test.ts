/**
 * The package's dependencies match what dist/ imports when it runs: nothing missing, nothing extra.
 * Optional dependencies (the native bcrypt, whose absence the code copes with) count as dependencies.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, expect, test } from "vitest";
import { repoRoot } from "../helpers/pbdeck-process.ts";
import { packageOf, runtimeImports } from "./runtime-imports.ts";

interface Manifest {
  dependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies: Record<string, string>;
}

const manifest = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as Manifest;
const runtimeDependencies = { ...manifest.dependencies, ...manifest.optionalDependencies };
const dist = join(repoRoot, "dist");
let imported: Map<string, string[]>;

beforeAll(() => {
  if (!existsSync(join(dist, "cli/main.js"))) throw new Error("run npm run build first");
  imported = runtimeImports(dist);
});

test("packageOf: the package of a specifier, nothing for files and Node's own modules", () => {
  expect(packageOf("react/jsx-runtime")).toBe("react");
  expect(packageOf("@aws-sdk/client-s3")).toBe("@aws-sdk/client-s3");
  expect(packageOf("@aws-sdk/lib-storage/dist/x.js")).toBe("@aws-sdk/lib-storage");
  expect(packageOf("node:sqlite")).toBeNull();
  expect(packageOf("fs/promises")).toBeNull();
  expect(packageOf("./app.js")).toBeNull();
  expect(packageOf("../../shared/client/index.js")).toBeNull();
});

test("the scan finds the run-time imports of every part, minified bundles too (the TUI's React)", () => {
  expect(imported.get("react")).toContain("tui/app/App.js");
  expect(imported.get("react")).toContain("tui/vendor/ink.js");
  expect(imported.get("commander")).toContain("cli/main.js");
  expect(imported.get("pocketbase")).toContain("shared/client/index.js");
});

test("every package that dist/ imports at run time is in dependencies", () => {
  const missing = [...imported].filter(([name]) => !(name in runtimeDependencies));
  // the files say where to look: move the package to dependencies, or stop importing it there
  expect(Object.fromEntries(missing)).toEqual({});
});

test("every dependency is imported at run time (tests and builds need only devDependencies)", () => {
  const unused = Object.keys(runtimeDependencies).filter((name) => !imported.has(name));
  expect(unused).toEqual([]);
});

test("Ink is bundled into dist/tui/vendor: no compiled TUI module imports it by name", () => {
  expect(imported.get("ink")).toBeUndefined();
  expect(imported.get("es-toolkit")).toBeUndefined();
});

test("no package is both a dependency and a devDependency", () => {
  const both = Object.keys(runtimeDependencies).filter((name) => name in manifest.devDependencies);
  expect(both).toEqual([]);
});
