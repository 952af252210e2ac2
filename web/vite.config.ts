/** @module Vite config of the console: built to dist/web with relative asset paths so it works at /_/. */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

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
  },
  server: {
    proxy: { "/api": { target: apiTarget, changeOrigin: true } },
  },
  oxc: { jsx: { runtime: "automatic" } },
});
