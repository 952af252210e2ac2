/** @module The packages that the compiled server side of dist/ imports when it runs, read off its files. */
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, relative } from "node:path";

/** The parts of dist/ that Node runs; dist/web is bundled by Vite and runs in the browser. */
export const RUNTIME_PARTS = ["backend", "cli", "shared", "tui"];

// static imports and re-exports (at the start of a statement: prose says "from" too; minified bundles
// put statements on one line after `;`), side-effect imports, dynamic imports, createRequire's require.
// A bundle's own require() calls are renamed by the bundler: scripts/bundle-tui-vendor.js leaves only
// React and Node's modules outside its bundle, and the bundle imports React by name too.
const SPECIFIERS = [
  /(?:^|;)\s*(?:import|export)\b[^;]*?\bfrom\s*(["'])([^"'\s]+)\1/gm,
  /(?:^|;)\s*import\s*(["'])([^"'\s]+)\1/gm,
  /\bimport\(\s*(["'])([^"'\s]+)\1\s*\)/g,
  /\brequire\(\s*(["'])([^"'\s]+)\1\s*\)/g,
];

/** The npm package a specifier names (`@aws-sdk/client-s3`, `react` for `react/jsx-runtime`); null for files and Node's own modules. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith(".") || specifier.startsWith("/") || specifier.startsWith("node:")) return null;
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? "");
  return builtinModules.includes(name) ? null : name;
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.[cm]?js$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Each package imported by the runtime parts of `distDir`, with the files (relative to it) that import it. */
export function runtimeImports(distDir: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of RUNTIME_PARTS.flatMap((part) => jsFiles(join(distDir, part)))) {
    const source = readFileSync(file, "utf8");
    for (const pattern of SPECIFIERS) {
      for (const match of source.matchAll(pattern)) {
        const name = packageOf(match[2] ?? "");
        if (!name) continue;
        const files = found.get(name) ?? [];
        const shown = relative(distDir, file);
        if (!files.includes(shown)) files.push(shown);
        found.set(name, files);
      }
    }
  }
  return found;
}
