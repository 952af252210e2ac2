/**
 * A heavy record list does not hold the server: lists and counts are read in the read threads
 * (backend/db/read-threads.ts), so /api/health keeps answering while a sort no index serves runs over
 * 400,000 records. No time is asserted: when the list ran on the event loop, no health answer could
 * come back between the list being asked and answered; now many do.
 */
import PocketBase from "pocketbase";
import { expect, test } from "vitest";
import { fillRecords } from "../helpers/fill-records.ts";
import { serverForSuite } from "../helpers/server-suite.ts";

const server = serverForSuite();
const COUNT = 400_000;

test("health answers many times while a list sorts 400,000 records without an index", {
  timeout: 180_000,
}, async () => {
  const pb = new PocketBase(server.url);
  await pb.admins.authWithPassword("test@example.com", "1234567890");
  await pb.collections.create({
    name: "heavy",
    type: "base",
    schema: [
      { name: "title", type: "text" },
      { name: "score", type: "number" },
      { name: "active", type: "bool" },
    ],
  });
  fillRecords(server.dataDir, "heavy", COUNT);
  for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/api/health`)).arrayBuffer();

  // every row is sorted (no index on score and title), and the total counts the filtered scan
  let listed = false;
  const list = pb
    .collection("heavy")
    .getList(1, 30, { sort: "-score,title", filter: "title != 'x'", requestKey: null })
    .finally(() => {
      listed = true;
    });
  let healthAnswers = 0;
  while (!listed) {
    const res = await fetch(`${server.url}/api/health`);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    if (!listed) healthAnswers++;
  }
  const result = await list;
  expect(result.totalItems).toBe(COUNT);
  // score 999 is every n ≡ 999 (mod 1000); of their titles "record 100999" sorts first as text
  expect(result.items[0]).toMatchObject({ score: 999, title: "record 100999" });
  expect(healthAnswers, "health answers while the list ran").toBeGreaterThanOrEqual(5);
});
