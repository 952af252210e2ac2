/**
 * `pbdeck fleet` with 50 saved profiles, each served by a small local fake (helpers/fake-pocketbase.ts):
 * 45 answer, 3 are down (closed ports), 2 hang (accept, never answer). Times from spawn (in a
 * pseudo-terminal, util-linux `script`) until every answering row and every down row is drawn,
 * against the same command with a single profile, alternating; and the same 50 checks done one
 * after another in one process (what checking them sequentially would cost).
 * Run: node tests/bench/fleet.ts (Node 24; needs `npm run build:server` first)
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { binPath, repoRoot } from "../helpers/pbdeck-process.ts";
import { fakeAdminToken, startFakePocketBase } from "./helpers/fake-pocketbase.ts";
import { formatMs, summarise, writeSection } from "./report.ts";

const PROFILES = 50;
const DOWN = 3;
const HANGING = 2;
const TIMEOUT_S = 5;
/** Each fake answers after this long, like a backend across a network. */
const RTT_MS = 20;
const rounds = 8;

const servers: Server[] = [];
async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

async function configWith(count: number, down: number, hanging: number): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "pbdeck-bench-fleet-"));
  const { ProfileStore } = await import(join(repoRoot, "dist/cli/lib/profile-store.js"));
  const store = new ProfileStore(dir);
  for (let i = 0; i < count; i++) {
    const name = `p${String(i).padStart(2, "0")}`;
    let url: string;
    if (i < down) url = await closedPortUrl();
    else {
      const fake = await startFakePocketBase(i < down + hanging, RTT_MS);
      servers.push(fake.server);
      url = fake.url;
    }
    store.save(name, { backend: url, token: fakeAdminToken() });
  }
  return dir;
}

interface Marks {
  /** Every row's up/down drawn. */
  status: number;
  /** Every row but the hanging ones complete (traffic, backup, findings). */
  figures: number;
}

/** Spawns `pbdeck fleet` in a pseudo-terminal and times the header's counts. */
function timeFleet(configDir: string, up: number, down: number, hanging: number): Promise<Marks> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    // the pseudo-terminal's size is set inside it: all 50 rows on one screen
    const command = `stty rows ${PROFILES + 10} cols 150; '${process.execPath}' '${binPath}' fleet`;
    const child = spawn("script", ["-qfec", command, "/dev/null"], {
      cwd: repoRoot,
      env: {
        ...process.env,
        COLUMNS: "150",
        LINES: String(PROFILES + 8),
        TERM: "xterm-256color",
        PBDECK_CONFIG_DIR: configDir,
        CI: "true",
      },
      stdio: ["ignore", "pipe", "inherit"],
      detached: true,
    });
    let out = "";
    child.stdout.setEncoding("utf8");
    const timer = setTimeout(() => {
      process.kill(-(child.pid ?? 0), "SIGKILL");
      writeFileSync(join(tmpdir(), "pbdeck-bench-fleet.out"), out);
      reject(
        new Error(`not drawn after 20 s (the output is in ${join(tmpdir(), "pbdeck-bench-fleet.out")})`),
      );
    }, 20_000);
    const status = `${up} up · ${down} down`;
    const figures = hanging > 0 ? `${status} · ${hanging} checking` : `${status} · checked`;
    let statusMs: number | undefined;
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      if (statusMs === undefined && out.includes(status)) statusMs = ms;
      if (statusMs !== undefined && out.includes(figures)) {
        clearTimeout(timer);
        process.kill(-(child.pid ?? 0), "SIGKILL");
        resolve({ status: statusMs, figures: ms });
      }
    });
  });
}

const fleetDir = await configWith(PROFILES, DOWN, HANGING);
const singleDir = await configWith(1, 0, 0);
const answering = PROFILES - DOWN - HANGING;

const fleetRuns: Marks[] = [];
const singleRuns: Marks[] = [];
for (let i = 0; i < rounds + 1; i++) {
  const fleet = await timeFleet(fleetDir, answering, DOWN, HANGING);
  const single = await timeFleet(singleDir, 1, 0, 0);
  // the first round warms the disk cache
  if (i > 0) {
    fleetRuns.push(fleet);
    singleRuns.push(single);
  }
}

// the same checks one after another, in one process (the hanging ones wait out their time limit)
const { checkProfile, checkProfiles } = await import(join(repoRoot, "dist/cli/lib/fleet/check-profile.js"));
const { ProfileStore } = await import(join(repoRoot, "dist/cli/lib/profile-store.js"));
const store = new ProfileStore(fleetDir);
const names = store.list().map(([name]: [string]) => name);
const limit = TIMEOUT_S * 1000;
const timeIt = async (work: () => Promise<unknown>) => {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
};
const answeringNames = names.slice(DOWN + HANGING);
const concurrentAnswering = await timeIt(() =>
  checkProfiles(store, [...names.slice(0, DOWN), ...answeringNames], limit),
);
const sequentialAnswering = await timeIt(async () => {
  for (const name of [...names.slice(0, DOWN), ...answeringNames]) await checkProfile(store, name, limit);
});
const concurrentAll = await timeIt(() => checkProfiles(store, names, limit));

for (const server of servers) {
  server.closeAllConnections();
  server.close();
}
rmSync(fleetDir, { recursive: true, force: true });
rmSync(singleDir, { recursive: true, force: true });

const median = (runs: Marks[], key: keyof Marks) => summarise(runs.map((r) => r[key])).p50;
const fleetStatus = median(fleetRuns, "status");
const fleetMs = median(fleetRuns, "figures");
const singleStatus = median(singleRuns, "status");
const singleMs = median(singleRuns, "figures");
writeSection(
  "Fleet",
  `
\`tests/bench/fleet.ts\`: \`pbdeck fleet\` (built) with ${PROFILES} saved profiles, each served by a small local
fake of the v0.18 API (\`tests/bench/helpers/fake-pocketbase.ts\`, node:http): ${answering} answer, ${DOWN} are down
(closed ports) and ${HANGING} hang (accept the connection, never answer). In a pseudo-terminal (util-linux
\`script\`), from spawn until the header's counts show every row's up/down, then every row's figures (all but
the hanging ones), median of ${rounds} runs alternating with the same command on a single profile. Each fake
answers after ${RTT_MS} ms, like a backend across a network. Each profile's check (health, API probe, token refresh,
traffic, backups, doctor: about 10 requests) has a time limit of ${TIMEOUT_S} s; the hanging rows show "…" until
it ends, and never hold the others. Load average at the end of the run: ${loadavg()[0].toFixed(1)} on
${availableParallelism()} cores (absolute times grow with it; the ratios are what to compare).

| measure | 50 profiles (5 down or hanging) | 1 profile | ratio |
|---|---|---|---|
| every row's up/down drawn | ${formatMs(fleetStatus)} | ${formatMs(singleStatus)} | ${(fleetStatus / singleStatus).toFixed(2)} |
| every row's figures drawn (but the hanging) | ${formatMs(fleetMs)} | ${formatMs(singleMs)} | ${(fleetMs / singleMs).toFixed(2)} |

In one process, the ${answering + DOWN} answering and down profiles checked all at once (as the fleet does) took
${formatMs(concurrentAnswering)}, one after another ${formatMs(sequentialAnswering)} (${(sequentialAnswering / concurrentAnswering).toFixed(1)}× longer);
all ${PROFILES} at once took ${formatMs(concurrentAll)}, bounded by the ${TIMEOUT_S} s limit of the hanging ones.
Goal: drawn in under 2 s with 5 down or hanging: ${fleetMs < 2000 ? "met" : "not met"} on this run; the same command on one
profile took ${formatMs(singleMs)} here (process start, Ink, one check), so the time is set by the machine's load
rather than by the number of profiles (the ratio column).
`,
);
console.log(
  `fleet ${formatMs(fleetMs)} vs single ${formatMs(singleMs)}; concurrent ${formatMs(concurrentAnswering)}, sequential ${formatMs(sequentialAnswering)}, all ${formatMs(concurrentAll)}`,
);
process.exit(0);
