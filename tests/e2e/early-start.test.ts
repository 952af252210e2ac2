/**
 * The page's first script (web/src/boot/early-start.ts): on a cold start with a saved session it asks
 * for the records page's code and for the settings and collections before the console's own code has
 * run, and the console then takes those answers instead of asking again. A session that has expired
 * sends nothing to the API.
 */
import { readFileSync } from "node:fs";
import type { Page, Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

/** demo1 of the fixture: a base collection with rows. */
const DEMO1 = "wsmn24bux7wo113";

/** The built console's own entry script, e.g. `index-CC1xHKTd.js`. */
function appEntryFile(): string {
  const html = readFileSync(new URL("../../dist/web/index.html", import.meta.url), "utf8");
  const entry = /<script type="module" crossorigin src="\.\/assets\/(index-[\w-]+\.js)">/.exec(html)?.[1];
  if (!entry) throw new Error("dist/web/index.html names no entry script: run npm run build");
  return entry;
}

/** Holds the console's entry script until `release` is called; what the page asks for is in `sent`. */
async function holdAppCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((ok) => {
    release = ok;
  });
  await page.route(`**/assets/${appEntryFile()}`, async (route) => {
    await released;
    await route.continue();
  });
  const sent: string[] = [];
  const onRequest = (req: Request) => {
    const url = new URL(req.url());
    sent.push(`${url.pathname}${url.search}`);
  };
  page.on("request", onRequest);
  return { sent, release };
}

const count = (sent: string[], pattern: RegExp) => sent.filter((path) => pattern.test(path)).length;

test("a cold start with a saved session asks for the page's code and data before the app runs, once", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto("about:blank");
  const { sent, release } = await holdAppCode(page);
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${DEMO1}`, { waitUntil: "commit" });

  // the entry script is held: whatever is asked for now, the first script asked for
  await expect
    .poll(() => ({
      backend: count(sent, /^\/_\/backend\.json$/),
      settings: count(sent, /^\/api\/settings$/),
      collections: count(sent, /^\/api\/collections\?/),
      recordsPage: count(sent, /^\/_\/assets\/PageRecords-[\w-]+\.js$/),
    }))
    .toEqual({ backend: 1, settings: 1, collections: 1, recordsPage: 1 });
  expect(count(sent, /^\/api\/collections\/[^/]+\/records/)).toBe(0);

  release();
  await page.locator(".records-table tbody tr").first().waitFor();
  await page
    .locator(".list-footer")
    .getByText(/Showing \d+ of \d+/)
    .waitFor();
  // a second request would follow as soon as the app ran: give it that time
  await page.waitForTimeout(500);
  expect({
    backend: count(sent, /^\/_\/backend\.json$/),
    settings: count(sent, /^\/api\/settings$/),
    collections: count(sent, /^\/api\/collections\?/),
    recordsPage: count(sent, /^\/_\/assets\/PageRecords-[\w-]+\.js$/),
  }).toEqual({ backend: 1, settings: 1, collections: 1, recordsPage: 1 });
});

test("an expired session: nothing is asked of the API early, and the sign-in form shows", async () => {
  const { page } = await suite.page({ signedIn: true });
  await page.goto("about:blank");
  // the saved token's expiry moved into the past before any script of the console runs (its signature
  // no longer matters: it is not sent); changed in the open console, its own requests would send it
  await page.addInitScript(() => {
    const raw = location.protocol === "about:" ? null : localStorage.getItem("pb_admin_auth");
    if (!raw) return;
    const saved = JSON.parse(raw) as { token: string };
    const [header, payload, signature] = saved.token.split(".");
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    const expired = btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    localStorage.setItem(
      "pb_admin_auth",
      JSON.stringify({ ...saved, token: `${header}.${expired}.${signature}` }),
    );
  });
  const { sent, release } = await holdAppCode(page);
  await page.goto(`${suite.app().consoleUrl}#/collections`, { waitUntil: "commit" });
  await expect.poll(() => count(sent, /^\/_\/assets\/PageLogin-[\w-]+\.js$/)).toBe(1);
  expect(sent.filter((path) => path.startsWith("/api/"))).toEqual([]);
  release();
  await page.getByLabel("Email").waitFor();
});
