/**
 * Request logs are written in batches, after the response: every request still reaches logs.db by
 * itself (no logs API read needed, as a tool reading the file or `logs --follow` on another server would
 * see), a burst of requests arrives whole, and the logs API counts the entries that are still waiting.
 */

import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

const server = serverForSuite();

/** Entries of `_requests` for `url`, read straight from logs.db on a connection of its own. */
function loggedInFile(url: string): number {
  const db = new DatabaseSync(join(server.dataDir, "logs.db"), { readOnly: true });
  try {
    const row = db.prepare("SELECT count(*) AS n FROM _requests WHERE url = ?").get(url) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

test("a burst of requests reaches logs.db whole, without anyone reading the logs", async () => {
  const url = "/api/collections/demo1/records?perPage=1&burst=1";
  const answers = await Promise.all(Array.from({ length: 300 }, () => fetch(`${server.url}${url}`)));
  for (const res of answers) await res.arrayBuffer();
  await expect.poll(() => loggedInFile(url), { timeout: 10_000 }).toBe(300);
});

test("the logs API sees an entry the moment its request has answered", async () => {
  const url = "/api/collections/demo1/records?perPage=1&seen=1";
  const request = await fetch(`${server.url}${url}`);
  await request.arrayBuffer();
  const filter = encodeURIComponent(`url = "${url}"`);
  // asked at once: the entry may still be waiting for its batch, the API writes it first
  const res = await fetch(`${server.url}/api/logs/requests?filter=${filter}`, {
    headers: { Authorization: adminToken },
  });
  const body = (await res.json()) as { totalItems: number; items: { url: string; status: number }[] };
  expect(body.totalItems).toBe(1);
  expect(body.items[0]).toMatchObject({ url, status: request.status });
});
