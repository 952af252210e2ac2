#!/usr/bin/env node
// Loads the built command line (npm run build writes dist/); first a readable line on too old a Node
// (node:sqlite and type stripping need 22.13), instead of a module-loader stack trace.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 13)) {
  console.error(`pbdeck: Node.js 22.13 or newer is required (this is ${process.versions.node})`);
  process.exit(1);
}
await import("../dist/cli/main.js");
