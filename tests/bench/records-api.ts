/**
 * Records API vs direct node:sqlite on a collection of 100,000 records:
 * a filtered, sorted list (perPage 30), a view by id and a create, side by side in one run.
 * Run: node tests/bench/records-api.ts (Node 24)
 */
import { randomBytes } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import PocketBase from "pocketbase";
import { createFirstAdminOf } from "../helpers/first-admin.ts";
import { emptyDataDir, startPbdeck } from "../helpers/pbdeck-process.ts";
import { formatMs, sideBySide, summarise, writeSection } from "./report.ts";

const total = 100_000;
const email = "bench@example.com";
const password = "benchmark-password";

const dir = emptyDataDir();
const server = await startPbdeck(dir.dir);
try {
  const pb = new PocketBase(server.url);
  await createFirstAdminOf(server, { email, password });
  await pb.admins.authWithPassword(email, password);
  await pb.collections.create({
    name: "bench",
    type: "base",
    listRule: "",
    viewRule: "",
    createRule: "",
    schema: [
      { name: "title", type: "text" },
      { name: "score", type: "number" },
      { name: "active", type: "bool" },
    ],
    indexes: ["CREATE INDEX idx_bench_score ON bench (score)"],
  });

  // fill the table directly: the benchmark measures reads and single creates, not bulk loading
  const db = new DatabaseSync(`${dir.dir}/data.db`, { timeout: 10_000 });
  const newId = () =>
    randomBytes(12)
      .toString("hex")
      .replace(/[^a-z0-9]/g, "")
      .padEnd(15, "0")
      .slice(0, 15);
  const now = () => new Date().toISOString().replace("T", " ");
  const insert = db.prepare(
    "INSERT INTO bench (id, created, updated, title, score, active) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const ids: string[] = [];
  db.exec("BEGIN");
  for (let i = 0; i < total; i++) {
    const id = newId();
    ids.push(id);
    const stamp = now();
    insert.run(id, stamp, stamp, `record ${i}`, i % 1000, i % 2);
  }
  db.exec("COMMIT");

  const listUrl = `${server.url}/api/collections/bench/records?perPage=30&sort=-score&filter=${encodeURIComponent("score >= 500 && active = true")}`;
  const listPage = db.prepare(
    "SELECT * FROM bench WHERE score >= ? AND active = 1 ORDER BY score DESC LIMIT 30 OFFSET 0",
  );
  const listCount = db.prepare("SELECT count(*) AS n FROM bench WHERE score >= ? AND active = 1");
  const viewRow = db.prepare("SELECT * FROM bench WHERE id = ?");
  const pick = () => ids[Math.floor(Math.random() * ids.length)];

  const httpList = async () => {
    const res = await fetch(listUrl);
    if (res.status !== 200) throw new Error(`list answered ${res.status}`);
    await res.json();
  };
  const directList = () => {
    JSON.stringify({ items: listPage.all(500), total: listCount.get(500) });
  };
  const httpView = async () => {
    const res = await fetch(`${server.url}/api/collections/bench/records/${pick()}`);
    if (res.status !== 200) throw new Error(`view answered ${res.status}`);
    await res.json();
  };
  const directView = () => {
    JSON.stringify(viewRow.get(pick()));
  };
  let n = 0;
  const httpCreate = async () => {
    const res = await fetch(`${server.url}/api/collections/bench/records`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: `new ${n++}`, score: n % 1000, active: true }),
    });
    if (res.status !== 200) throw new Error(`create answered ${res.status}: ${await res.text()}`);
    await res.json();
  };
  const directCreate = () => {
    const stamp = now();
    const id = newId();
    insert.run(id, stamp, stamp, `direct ${n++}`, n % 1000, 1);
    JSON.stringify(viewRow.get(id));
  };

  // warm both paths (JIT, statement caches, page cache)
  await sideBySide(50, httpList, directList);
  await sideBySide(100, httpView, directView);
  await sideBySide(50, httpCreate, directCreate);

  const list = await sideBySide(300, httpList, directList);
  const view = await sideBySide(1000, httpView, directView);
  const create = await sideBySide(1000, httpCreate, directCreate);
  db.close();

  const rows: string[] = [];
  const row = (name: string, samples: { a: number[]; b: number[] }) => {
    const api = summarise(samples.a);
    const direct = summarise(samples.b);
    rows.push(
      `| ${name} | ${api.perSecond.toFixed(0)} | ${formatMs(api.p50)} | ${formatMs(api.p99)} | ${direct.perSecond.toFixed(0)} | ${formatMs(direct.p50)} | ${formatMs(direct.p99)} | ${(api.p50 / direct.p50).toFixed(2)}x | ${formatMs(api.p50 - direct.p50)} |`,
    );
    return { api, direct };
  };
  const l = row("list: filter + sort, perPage 30, with total", list);
  row("view by id", view);
  const c = row("create", create);
  const body = [
    `Collection of ${total.toLocaleString("en")} records (text, number, bool; index on score). HTTP requests go through`,
    "the embedded backend on 127.0.0.1 (one keep-alive client); the direct side runs the same query or insert on",
    "node:sqlite in the benchmark process and serialises the result to JSON. Rounds alternate between the two.",
    "",
    "| operation | API req/s | API p50 | API p99 | direct ops/s | direct p50 | direct p99 | p50 ratio | p50 difference |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    `Targets: list within 3x of the direct query (now ${(l.api.p50 / l.direct.p50).toFixed(2)}x); create within 1 ms (p50) of the direct insert (now ${formatMs(c.api.p50 - c.direct.p50)}).`,
  ].join("\n");
  writeSection("Records API vs direct SQLite", body);
  console.log(body);
} finally {
  await server.stop();
  dir.cleanup();
}
