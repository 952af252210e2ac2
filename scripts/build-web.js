#!/usr/bin/env node
// Builds the web console with Vite into dist/web (hashed assets under dist/web/assets).
import { fileURLToPath } from "node:url";
import { build } from "vite";

const configFile = fileURLToPath(new URL("../web/vite.config.ts", import.meta.url));

try {
  await build({ configFile, logLevel: process.env.CI ? "warn" : "info" });
} catch (err) {
  console.error(`build:web failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
