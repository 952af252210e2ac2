/** @module Vite config of the console: built to dist/web with relative asset paths so it works at /_/. */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { earlyStartEntry, earlyStartPlugin } from "./build/early-start-plugin.ts";

const webDir = fileURLToPath(new URL(".", import.meta.url));
const outDir = fileURLToPath(new URL("../dist/web", import.meta.url));
// the dev server proxies the API to a running pbdeck (npx pbdeck serve --http 127.0.0.1:8090)
const apiTarget = process.env.PBDECK_API ?? "http://127.0.0.1:8090";

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
          groups: [{ name: "app", tags: ["$initial"], test: (id: string) => !id.includes("/src/boot/") }],
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
