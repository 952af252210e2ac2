/**
 * Records page of the console in Chromium vs the bare API call it makes, on 10,000 records:
 * opening a collection (first page rendered) and loading the next page, side by side in one run.
 * Run: node tests/bench/console-records.ts (Node 24, after npm run build)
 */
import { DatabaseSync } from "node:sqlite";
import PocketBase from "pocketbase";
import { launchBrowser, startConsoleApp } from "../e2e/helpers/console-app.ts";
import { createFirstAdminOf } from "../helpers/first-admin.ts";
import { formatMs, summarise, writeSection } from "./report.ts";

const total = 10_000;
const rounds = 15;
const email = "bench@example.com";
const password = "benchmark-password";

const app = await startConsoleApp({ empty: true });
const browser = await launchBrowser();
try {
  const pb = new PocketBase(app.apiUrl);
  await createFirstAdminOf(app.pbdeck, { email, password });
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

  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  // what the sign-in route transfers (JS and CSS, compressed as served)
  const transferred: Array<Promise<number>> = [];
  page.on("requestfinished", (request) => {
    if (/\.(js|css)$/.test(new URL(request.url()).pathname))
      transferred.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  await page.goto(`${app.consoleUrl}#/login`);
  await page.getByRole("button", { name: "Login" }).waitFor();
  const signInBytes = (await Promise.all(transferred)).reduce((sum, n) => sum + n, 0);
  page.removeAllListeners("requestfinished");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/#\/collections/);

  const listUrl = `${app.apiUrl}/api/collections/${collection.id}/records?page=1&perPage=30&sort=-created`;
  const token = pb.authStore.token;
  const apiCall = (url = listUrl) =>
    page.evaluate(
      async ([target, auth]) => {
        const start = performance.now();
        const res = await fetch(target, { headers: { Authorization: auth } });
        await res.json();
        return performance.now() - start;
      },
      [url, token],
    );
  const leavePage = async () => {
    await page.goto(`${app.consoleUrl}#/logs`);
    await page.getByRole("heading", { name: "Request logs" }).waitFor();
  };
  // timed inside the page, from the action to the frame after the rows are in the DOM:
  // Playwright's own waiting polls and would blur differences of a few milliseconds
  const timeInPage = (action: { hash?: string; button?: string; rows: number; text: string }) =>
    page.evaluate(async ({ hash, button, rows, text }) => {
      const ready = () =>
        (document.body.textContent ?? "").includes(text) &&
        document.querySelectorAll("tbody tr").length >= rows;
      const start = performance.now();
      const shown = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!ready()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      if (hash) location.hash = hash;
      if (button)
        [...document.querySelectorAll("button")].find((b) => b.textContent?.includes(button))?.click();
      await shown;
      await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
      return performance.now() - start;
    }, action);
  const showCollection = () =>
    timeInPage({
      hash: `#/collections?collectionId=${collection.id}`,
      rows: 30,
      text: `Showing 30 of ${total}`,
    });
  const openPage = async () => {
    await leavePage();
    await page.goto(`${app.consoleUrl}#/collections?collectionId=${collection.id}`);
    await page.getByText(`Showing 30 of ${total}`).waitFor();
  };
  const cdp = await context.newCDPSession(page);
  const heapUsed = async () => {
    await cdp.send("HeapProfiler.collectGarbage");
    return (await cdp.send("Runtime.getHeapUsage")).usedSize;
  };
  const loadMore = () =>
    timeInPage({ button: `Load more (${total - 30})`, rows: 60, text: `Showing 60 of ${total}` });
  const nextPageApi = () => apiCall(listUrl.replace("page=1", "page=2"));

  await openPage(); // warm up: chunks cached, collections loaded
  // only the navigation back to the collection is timed
  const open = { a: [] as number[], b: [] as number[] };
  for (let i = 0; i < rounds; i++) {
    await leavePage();
    open.a.push(await apiCall());
    open.b.push(await showCollection());
  }
  await leavePage();
  const heapWithout = await heapUsed();
  await openPage();
  const heapWith30 = await heapUsed();
  // load more: the reopening between rounds is not timed
  const more = { a: [] as number[], b: [] as number[] };
  for (let i = 0; i < rounds; i++) {
    await openPage();
    more.a.push(await nextPageApi());
    more.b.push(await loadMore());
  }
  const heapWith60 = await heapUsed();
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const a = summarise(open.a);
  const b = summarise(open.b);
  const c = summarise(more.a);
  const d = summarise(more.b);
  const row = (name: string, base: ReturnType<typeof summarise>, ui: ReturnType<typeof summarise>) =>
    `| ${name} | ${formatMs(base.p50)} | ${formatMs(ui.p50)} | ${(ui.p50 / base.p50).toFixed(1)}x |`;
  const body = [
    `${total} records, ${rounds} rounds, Chromium headless. Both sides are timed inside the page: the bare API call with fetch, the console from the navigation or click to the frame after the rows are in the DOM.`,
    "",
    "| step | bare API p50 | console p50 | ratio |",
    "|---|---|---|---|",
    row("open a collection (30 rows shown)", a, b),
    row("load more (60 rows shown)", c, d),
    "",
    "JS heap after garbage collection (Chromium's used heap):",
    "",
    "| page | heap | ratio to the same console without the records page |",
    "|---|---|---|",
    `| signed in, another page shown | ${mb(heapWithout)} | 1.00x |`,
    `| records page, 30 rows | ${mb(heapWith30)} | ${(heapWith30 / heapWithout).toFixed(2)}x |`,
    `| records page, 60 rows | ${mb(heapWith60)} | ${(heapWith60 / heapWithout).toFixed(2)}x |`,
    "",
    `The sign-in route transfers ${(signInBytes / 1024).toFixed(1)} KB of JS and CSS (compressed as served), ` +
      `${((signInBytes / (120 * 1024)) * 100).toFixed(0)}% of its 120 KB budget; editors, pickers and charts load on demand.`,
  ].join("\n");
  writeSection("Console records page", body);
  console.log(body);
} finally {
  await browser.close();
  await app.stop();
}
