/** @module The version of the installed pbdeck package, read from its package.json. */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** The `version` of the nearest package.json named "pbdeck" above this file (source or dist). */
export function packageVersion(): string {
  let dir = import.meta.dirname;
  for (;;) {
    const candidate = join(dir, "package.json");
    if (existsSync(candidate)) {
      const pkg = JSON.parse(readFileSync(candidate, "utf8")) as { name?: string; version?: string };
      if (pkg.name === "pbdeck" && pkg.version) return pkg.version;
    }
    const parent = dirname(dir);
    if (parent === dir) return "0.0.0";
    dir = parent;
  }
}
