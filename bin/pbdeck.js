#!/usr/bin/env node
// Loads the built command line (npm run build writes dist/). Two failures get a readable line
// instead of a module-loader stack trace: too old a Node, and a checkout that is not built.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 13)) {
  console.error(`pbdeck: Node.js 22.13 or newer is required (this is ${process.versions.node})`);
  process.exit(1);
}
const entry = new URL("../dist/cli/main.js", import.meta.url);
try {
  await import(entry.href);
} catch (err) {
  if (err?.code !== "ERR_MODULE_NOT_FOUND" || !String(err.message).includes(entry.pathname)) throw err;
  console.error("pbdeck: the command line is not built; run npm run build first");
  process.exit(1);
}
