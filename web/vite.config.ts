/** @module Vite config of the console: built to dist/web with relative asset paths so it works at /_/. */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { earlyStartEntry, earlyStartPlugin } from "./build/early-start-plugin.ts";

const webDir = fileURLToPath(new URL(".", import.meta.url));
const recordsPage = fileURLToPath(new URL("src/pages/PageRecords.tsx", import.meta.url));
const outDir = fileURLToPath(new URL("../dist/web", import.meta.url));
// the dev server proxies the API to a running pbdeck (npx pbdeck serve --http 127.0.0.1:8090)
const apiTarget = process.env.PBDECK_API ?? "http://127.0.0.1:8090";

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; importers: readonly string[] } | null;
}

/** `start` and every module it imports statically, directly or not. */
function staticClosure(graph: ModuleGraph, start: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  for (const id of start) visit(id);
  return found;
}

/**
 * Name functions of two code-splitting groups for a page loaded on demand: `name` takes the page and
 * the modules only it imports statically (directly or not), `sharedName` the modules it imports that
 * other code imports too. A group takes in its modules' imports as well: without the shared group
 * first, the page's file took the shared modules, and the sign-in page loaded the records page's code.
 */
function pageGroups(entry: string, name: string, sharedName: string) {
  let split: { own: Set<string>; shared: Set<string> } | null = null;
  const splitOf = (graph: ModuleGraph) => {
    if (split) return split;
    const reached = staticClosure(graph, [entry]);
    const sharedRoots = [...reached].filter(
      (m) => m !== entry && (graph.getModuleInfo(m)?.importers ?? []).some((by) => !reached.has(by)),
    );
    const shared = staticClosure(graph, sharedRoots);
    split = { own: new Set([...reached].filter((m) => !shared.has(m))), shared };
    return split;
  };
  return {
    own: (id: string, graph: ModuleGraph) => (splitOf(graph).own.has(id) ? name : null),
    shared: (id: string, graph: ModuleGraph) => (splitOf(graph).shared.has(id) ? sharedName : null),
  };
}

const recordsGroups = pageGroups(recordsPage, "PageRecords", "pages-shared");

export default defineConfig({
  root: webDir,
  base: "./",
  publicDir: false,
  build: {
    outDir,
    emptyOutDir: true,
    assetsDir: "assets",
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 600,
    // the page's first script (src/boot/early-start.ts) is an entry of its own, put into index.html
    rolldownOptions: {
      input: { index: fileURLToPath(new URL("index.html", import.meta.url)), ...earlyStartEntry },
      output: {
        // the app's own code in one file with the entry (it was nine small ones): fewer requests before
        // anything runs, on a browser's 6 connections per server
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], test: (id: string) => !id.includes("/src/boot/") },
            // the records page (where a signed-in console opens) in two files beside the app's (it was
            // 16): what only it imports, and what it shares with other pages
            { name: recordsGroups.shared, debugName: "pages-shared" },
            { name: recordsGroups.own, debugName: "PageRecords" },
          ],
        },
      },
    },
  },
  server: {
    proxy: { "/api": { target: apiTarget, changeOrigin: true } },
  },
  plugins: [earlyStartPlugin()],
  oxc: { jsx: { runtime: "automatic" } },
});
