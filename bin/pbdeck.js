#!/usr/bin/env node
// Loads the built command line (npm run build writes dist/). Three failures get a readable line
// instead of a module-loader stack trace: too old a Node, a checkout that is not built, and an
// install that lacks a package. No top-level await, `?.` or `??` here: an old Node must parse this
// file to get as far as the version check.
const version = process.versions.node.split(".").map(Number);
if (version[0] < 22 || (version[0] === 22 && version[1] < 13)) {
  console.error(`pbdeck: Node.js 22.13 or newer is required (this is ${process.versions.node})`);
  process.exit(1);
}
const entry = new URL("../dist/cli/main.js", import.meta.url);
import(entry.href).catch((err) => {
  if (Object(err).code !== "ERR_MODULE_NOT_FOUND") throw err;
  if (!process.getBuiltinModule("node:fs").existsSync(entry)) {
    console.error("pbdeck: the command line is not built; run npm run build first");
  } else {
    // a package that dist/ imports is missing: a broken install, not a bug to show a stack for
    console.error(`pbdeck: this installation is incomplete (${String(err.message).split("\n")[0]})`);
  }
  process.exit(1);
});
