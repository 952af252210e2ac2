#!/usr/bin/env node
// Removes the compiled server side of dist/ before tsc writes it again: tsc never deletes the output of
// a source that is gone, and a stale file would ship in the package (with imports nothing declares).
// dist/web is left alone: Vite empties it itself.
import { rmSync } from "node:fs";

for (const part of ["backend", "cli", "shared", "tui"]) {
  rmSync(new URL(`../dist/${part}`, import.meta.url), { recursive: true, force: true });
}
