#!/usr/bin/env node
// Bundles Ink and its dependencies into dist/tui/vendor/ink.js and points dist/tui at it, after tsc.
// Why: installed as a package, Ink brings 30-odd packages, one of them (es-toolkit, for one function)
// 4,300 files, about a third of a user's node_modules on disk; bundled and minified it is one file of
// ~360 kB. React stays a dependency, outside the bundle: the TUI and Ink's renderer must share one React.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";

const tuiDir = fileURLToPath(new URL("../dist/tui/", import.meta.url));
const vendorFile = join(tuiDir, "vendor/ink.js");

await build({
  input: "ink",
  cwd: fileURLToPath(new URL("..", import.meta.url)),
  platform: "node",
  external: (id) =>
    id === "react" || id.startsWith("react/") || id.startsWith("node:") || builtinModules.includes(id),
  // no NODE_ENV here: React (outside) picks its build when it runs, and Ink's renderer must pick the same
  plugins: [
    {
      // Ink loads its React devtools bridge (react-devtools-core, ws) only with DEV=true: not in the package
      name: "pbdeck-no-ink-devtools",
      resolveId: (id, importer) =>
        id === "./devtools.js" && importer?.includes("/ink/") ? "\0no-devtools" : null,
      load: (id) => (id === "\0no-devtools" ? "export {};" : null),
    },
  ],
  logLevel: "warn",
  output: { file: vendorFile, format: "esm", minify: true, codeSplitting: false },
});

// every compiled TUI module imports "ink" by name: point it at the bundle
for (const entry of readdirSync(tuiDir, { withFileTypes: true, recursive: true })) {
  const file = join(entry.parentPath, entry.name);
  if (!entry.isFile() || !file.endsWith(".js") || file === vendorFile) continue;
  const source = readFileSync(file, "utf8");
  let target = relative(dirname(file), vendorFile);
  if (!target.startsWith(".")) target = `./${target}`;
  const rewritten = source.replace(/(\bfrom\s*|\bimport\(\s*)"ink"/g, `$1"${target}"`);
  if (rewritten !== source) writeFileSync(file, rewritten);
}
