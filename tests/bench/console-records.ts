/**
 * Records page of the console in Chromium vs the bare API call it makes, on 10,000 records:
 * opening a collection (first page rendered) and loading the next page, side by side in one run.
 * Run: node tests/bench/console-records.ts (Node 24, after npm run build)
 */
import { DatabaseSync } from "node:sqlite";
import PocketBase from "pocketbase";
import { launchBrowser, startConsoleApp } from "../e2e/helpers/console-app.ts";
import { formatMs, sideBySide, summarise, timeOnce, writeSection } from "./report.ts";

const total = 10_000;
const rounds = 15;
const email = "bench@example.com";
const password = "benchmark-password";

const app = await startConsoleApp({ empty: true });
const browser = await launchBrowser();
try {
  const pb = new PocketBase(app.apiUrl);
  await pb.admins.create({ email, password, passwordConfirm: password });
  await pb.admins.authWithPassword(email, password);
  const collection = await pb.collections.create({
    name: "bench",
    type: "base",
    schema: [
      { name: "title", type: "text" },
      { name: "score", type: "number" },
      { name: "active", type: "bool" },
    ],
  });
  const db = new DatabaseSync(`${app.pbdeck.dataDir}/data.db`, { timeout: 10_000 });
  const insert = db.prepare(
    "INSERT INTO bench (id, created, updated, title, score, active) VALUES (?, ?, ?, ?, ?, ?)",
  );
  db.exec("BEGIN");
  for (let i = 0; i < total; i++) {
    const stamp = new Date(Date.UTC(2023, 0, 1, 0, 0, i)).toISOString().replace("T", " ");
    insert.run(`bench${String(i).padStart(10, "0")}`, stamp, stamp, `record ${i}`, i % 1000, i % 2);
  }
  db.exec("COMMIT");
  db.close();

  const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
  await page.goto(`${app.consoleUrl}#/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/#\/collections/);

  const listUrl = `${app.apiUrl}/api/collections/${collection.id}/records?page=1&perPage=30&sort=-created`;
  const token = pb.authStore.token;
  const apiCall = () =>
    page.evaluate(
      async ([url, auth]) => {
        const res = await fetch(url, { headers: { Authorization: auth } });
        await res.json();
      },
      [listUrl, token],
    );
  const openPage = async () => {
    await page.goto(`${app.consoleUrl}#/logs`);
    await page.getByRole("heading", { name: "Request logs" }).waitFor();
    await page.goto(`${app.consoleUrl}#/collections?collectionId=${collection.id}`);
    await page.getByText(`Showing 30 of ${total}`).waitFor();
  };
  const loadMore = async () => {
    await page.getByRole("button", { name: `Load more (${total - 30})` }).click();
    await page.getByText(`Showing 60 of ${total}`).waitFor();
  };
  const nextPageApi = () =>
    page.evaluate(
      async ([url, auth]) => {
        const res = await fetch(url.replace("page=1", "page=2"), { headers: { Authorization: auth } });
        await res.json();
      },
      [listUrl, token],
    );

  await openPage(); // warm up: chunks cached, collections loaded
  const open = await sideBySide(rounds, apiCall, openPage);
  // load more: the reopening between rounds is not timed
  const more = { a: [] as number[], b: [] as number[] };
  for (let i = 0; i < rounds; i++) {
    await openPage();
    more.a.push(await timeOnce(nextPageApi));
    more.b.push(await timeOnce(loadMore));
  }
  const a = summarise(open.a);
  const b = summarise(open.b);
  const c = summarise(more.a);
  const d = summarise(more.b);
  const row = (name: string, base: ReturnType<typeof summarise>, ui: ReturnType<typeof summarise>) =>
    `| ${name} | ${formatMs(base.p50)} | ${formatMs(ui.p50)} | ${(ui.p50 / base.p50).toFixed(1)}x |`;
  const body = [
    `${total} records, ${rounds} rounds, Chromium headless; the API call is made from the same page.`,
    "",
    "| step | bare API p50 | console p50 | ratio |",
    "|---|---|---|---|",
    row("open a collection (30 rows shown)", a, b),
    row("load more (60 rows shown)", c, d),
  ].join("\n");
  writeSection("Console records page", body);
  console.log(body);
} finally {
  await browser.close();
  await app.stop();
}
