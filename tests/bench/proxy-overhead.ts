/**
 * Proxy overhead: the same records list (perPage 30, sorted) asked of the embedded backend
 * directly and through `pbdeck --backend` in front of it, alternating in one run.
 * Run: node tests/bench/proxy-overhead.ts (Node 24; needs `npm run build:server` first)
 */
import { createClient } from "../../shared/client/index.ts";
import { startCli } from "../cli/helpers/cli-process.ts";
import { emptyDataDir, freePort, startPbdeck } from "../helpers/pbdeck-process.ts";
import { formatMs, sideBySide, summarise, writeSection } from "./report.ts";

const records = 1_000;
const warmup = 50;
const rounds = 500;
const email = "bench@example.com";
const password = "benchmark-password";

const dir = emptyDataDir();
const direct = await startPbdeck(dir.dir);
const proxy = await startCli([
  "--backend",
  direct.url,
  "--http",
  `127.0.0.1:${await freePort()}`,
  "--no-open",
]);
try {
  const admin = createClient(direct.url).pb;
  admin.autoCancellation(false);
  await admin.admins.create({ email, password, passwordConfirm: password });
  await admin.admins.authWithPassword(email, password);
  await admin.collections.create({
    name: "bench",
    type: "base",
    listRule: "",
    schema: [
      { name: "title", type: "text" },
      { name: "score", type: "number" },
      { name: "active", type: "bool" },
    ],
  });
  for (let i = 0; i < records; i += 20) {
    await Promise.all(
      Array.from({ length: 20 }, (_, j) =>
        admin
          .collection("bench")
          .create({ title: `record ${i + j}`, score: (i + j) % 100, active: j % 2 === 0 }),
      ),
    );
  }

  // guests, as the console's public pages would be
  const viaDirect = createClient(direct.url).pb.autoCancellation(false);
  const viaProxy = createClient(proxy.url).pb.autoCancellation(false);
  const list = (pb: typeof viaDirect) => () =>
    pb.collection("bench").getList(2, 30, { sort: "-score,title" });
  const [first, second] = [await list(viaDirect)(), await list(viaProxy)()];
  if (JSON.stringify(first) !== JSON.stringify(second)) throw new Error("the proxy changed the list");

  await sideBySide(warmup, list(viaDirect), list(viaProxy));
  const samples = await sideBySide(rounds, list(viaDirect), list(viaProxy));
  const d = summarise(samples.a);
  const p = summarise(samples.b);
  const ratio = p.p50 / d.p50;
  const row = (name: string, s: typeof d) =>
    `| ${name} | ${s.perSecond.toFixed(0)} | ${formatMs(s.p50)} | ${formatMs(s.p99)} |`;

  writeSection(
    "Proxy overhead",
    `Records list (page 2 of ${records} records, perPage 30, sorted on two fields) asked of the embedded
backend directly and through \`pbdeck --backend\` in front of it (http-proxy-middleware with a
keep-alive upstream agent; /api is not recompressed), ${rounds} requests each, alternating,
one keep-alive SDK client per side, after ${warmup} warm-up rounds.

| path | req/s | p50 | p99 |
|---|---|---|---|
${row("direct", d)}
${row("through the proxy", p)}

p50 ratio proxy/direct: **${ratio.toFixed(2)}x** (${formatMs(p.p50 - d.p50)} added per request);
p99 ratio ${(p.p99 / d.p99).toFixed(2)}x.`,
  );
  console.log(
    `proxy overhead: p50 ${formatMs(d.p50)} direct vs ${formatMs(p.p50)} proxied (${ratio.toFixed(2)}x), ` +
      `p99 ${formatMs(d.p99)} vs ${formatMs(p.p99)}`,
  );
} finally {
  await proxy.stop();
  await direct.stop();
  dir.cleanup();
}
