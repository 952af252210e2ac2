/** Runs every benchmark in this folder, one after another (each writes its section of docs/benchmarks.md). */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";

const skip = new Set(["run.ts", "report.ts"]);
const scripts = readdirSync(import.meta.dirname).filter(
  (f) => f.endsWith(".ts") && !skip.has(f) && !f.endsWith(".test.ts"),
);
let failed = 0;
for (const script of scripts) {
  console.log(`\n▶ ${script}`);
  const result = spawnSync(process.execPath, [join(import.meta.dirname, script)], { stdio: "inherit" });
  if (result.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
