/**
 * The package as installed (`npm pack`, then `npm install --omit=dev` of the tarball into an empty
 * project): tarball and node_modules sizes, `pbdeck --version` against a bare `node -e 0`, and
 * `pbdeck serve` on an empty directory until /api/health answers against a bare node:http server
 * until it answers. Side by side, alternating; the budgets of issue 19 beside the absolute figures.
 * Run: node tests/bench/package.ts (Node 24; needs `npm run build` first)
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../helpers/pbdeck-process.ts";
import { diskUsage, installEnv, installTarball, packProject } from "../package/installed-package.ts";
import { formatMs, summarise, writeSection } from "./report.ts";

const BUDGET = { tarballMb: 1.5, nodeModulesMb: 90, versionMs: 300, serveHealthyMs: 1500 };
const rounds = 12;

const root = mkdtempSync(join(tmpdir(), "pbdeck-bench-pkg-"));
const project = join(root, "project");
mkdirSync(project);
const tarball = packProject(root);
await installTarball(tarball.file, project);
const nodeModules = diskUsage(join(project, "node_modules"));
const bin = join(project, "node_modules/pbdeck/bin/pbdeck.js");
const env = installEnv();

function timeRun(args: string[]): number {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { cwd: project, env, stdio: "ignore" });
  if (result.status !== 0) throw new Error(`${args.join(" ")} exited ${result.status}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Spawns a server and times until GET url answers 200; then stops it by pid. */
async function timeHealthy(args: string[], url: string): Promise<number> {
  const start = process.hrtime.bigint();
  const child: ChildProcess = spawn(process.execPath, args, { cwd: project, env, stdio: "ignore" });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited ${child.exitCode}`);
      try {
        if ((await fetch(url)).ok) return Number(process.hrtime.bigint() - start) / 1e6;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    if (child.pid) process.kill(child.pid, "SIGTERM");
    await exited;
  }
}

const bareServer =
  "require('node:http').createServer((q, s) => s.end('{}')).listen(Number(process.argv[1]), '127.0.0.1')";

const version = { pbdeck: [] as number[], bare: [] as number[] };
const serve = { pbdeck: [] as number[], bare: [] as number[] };
// the first two rounds warm the disk cache
for (let i = 0; i < rounds + 2; i++) {
  const pbdeckVersion = timeRun([bin, "--version"]);
  const bareNode = timeRun(["-e", "0"]);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/health`;
  const empty = join(root, `empty-${i}`, "pb_data");
  const pbdeckServe = await timeHealthy(
    [bin, "serve", "--dir", empty, "--http", `127.0.0.1:${port}`, "--no-open"],
    url,
  );
  const bareServe = await timeHealthy(["-e", bareServer, String(port)], url);
  if (i < 2) continue;
  version.pbdeck.push(pbdeckVersion);
  version.bare.push(bareNode);
  serve.pbdeck.push(pbdeckServe);
  serve.bare.push(bareServe);
}
rmSync(root, { recursive: true, force: true });

const p50 = (samples: number[]) => summarise(samples).p50;
const mb = (bytes: number) => bytes / 1e6;
const within = (value: number, budget: number) => (value <= budget ? "within" : "**over**");
const versionMs = p50(version.pbdeck);
const serveMs = p50(serve.pbdeck);

writeSection(
  "Package",
  `
\`tests/bench/package.ts\`: the built project packed with \`npm pack\` and installed from the tarball into an
empty project with \`npm install --omit=dev\` (what \`npx pbdeck\` and \`npm i -g pbdeck\` get). Times are
medians of ${rounds} runs from spawn, alternating with a bare baseline run the same way: \`node -e 0\` for
\`pbdeck --version\`, and a bare \`node:http\` server answering \`{}\` for \`pbdeck serve --dir EMPTY\` until
\`GET /api/health\` answers 200 (a new empty directory each run: it creates pb_data). Load average at the end
of the run: ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores (absolute times grow with it; the
ratios are what to compare). The sizes are also asserted by \`tests/package/installed-package.test.ts\`
in \`npm test\`, which prints the times without asserting them.

| measure | pbdeck | baseline | ratio | budget | |
|---|---|---|---|---|---|
| tarball (\`npm pack\`) | ${mb(tarball.size).toFixed(2)} MB | — | — | ${BUDGET.tarballMb} MB | ${within(mb(tarball.size), BUDGET.tarballMb)} |
| installed node_modules, on disk (\`du -s\`) | ${mb(nodeModules.allocated).toFixed(1)} MB | — | — | ${BUDGET.nodeModulesMb} MB | ${within(mb(nodeModules.allocated), BUDGET.nodeModulesMb)} |
| installed node_modules, file content | ${mb(nodeModules.content).toFixed(1)} MB | — | — | — | |
| \`pbdeck --version\` | ${formatMs(versionMs)} | ${formatMs(p50(version.bare))} | ${(versionMs / p50(version.bare)).toFixed(2)} | ${BUDGET.versionMs} ms | ${within(versionMs, BUDGET.versionMs)} |
| \`pbdeck serve\` healthy, empty directory | ${formatMs(serveMs)} | ${formatMs(p50(serve.bare))} | ${(serveMs / p50(serve.bare)).toFixed(2)} | ${BUDGET.serveHealthyMs} ms | ${within(serveMs, BUDGET.serveHealthyMs)} |

On disk, node_modules weighs more than its files: every small file takes a whole 4 KiB block. Ink is
bundled into \`dist/tui/vendor/ink.js\` (\`scripts/bundle-tui-vendor.js\`, about 190 kB of the tarball):
installed as a package it brought 30-odd packages, es-toolkit alone 4,300 small files, and made
node_modules 88.5 MB on disk. sharp's prebuilt libvips (\`@img\`) and the AWS SDK (\`@aws-sdk\`,
\`@smithy\`) are most of what is left.
`,
);
console.log(
  `tarball ${mb(tarball.size).toFixed(2)} MB, node_modules ${mb(nodeModules.allocated).toFixed(1)} MB; --version ${formatMs(versionMs)} (node -e 0 ${formatMs(p50(version.bare))}); serve healthy ${formatMs(serveMs)} (bare http ${formatMs(p50(serve.bare))})`,
);
process.exit(0);
