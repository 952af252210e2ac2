/**
 * A web page the person visits while a fresh pbdeck runs cannot take it over: real Chromium, a real
 * pbdeck on an empty pb_data (no admin yet), and a second local server on another port playing the
 * other site. A host resolver rule points `rebound.test` at 127.0.0.1, as DNS rebinding would.
 */
import { createServer, type Server } from "node:http";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { adminEmails } from "../helpers/first-admin.ts";
import { freePort, printedConsoleUrl } from "../helpers/pbdeck-process.ts";
import { type ConsoleApp, launchBrowser, openPage, startConsoleApp } from "./helpers/console-app.ts";

let app: ConsoleApp;
let browser: Browser;
let other: Server;
let otherUrl: string;

beforeAll(async () => {
  app = await startConsoleApp({ empty: true });
  const port = await freePort();
  other = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end("<!doctype html><title>another site</title><p>nothing to see</p>");
  });
  await new Promise<void>((resolve) => other.listen(port, "127.0.0.1", resolve));
  otherUrl = `http://127.0.0.1:${port}`;
  browser = await launchBrowser(["--host-resolver-rules=MAP rebound.test 127.0.0.1"]);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => other?.close(resolve));
  await app?.stop();
});

const adminCount = () => adminEmails(app.pbdeck.dataDir).length;

const admin = { email: "intruder@example.com", password: "1234567890", passwordConfirm: "1234567890" };

test("a page of another origin cannot create the first admin, read the API or use the SQL console", async () => {
  const w = await openPage(browser);
  // Chromium logs the refused requests of the other site's page
  w.allow(/./);
  await w.page.goto(otherUrl);
  const outcomes = await w.page.evaluate(
    async ({ api, body }) => {
      const attempt = async (run: () => Promise<Response>) => {
        try {
          const res = await run();
          return res.type === "opaque" ? "opaque" : `read ${res.status}`;
        } catch {
          return "blocked";
        }
      };
      const json = JSON.stringify(body);
      return {
        // a JSON POST needs a preflight, which pbdeck does not allow for this origin
        installer: await attempt(() =>
          fetch(`${api}/api/admins`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: json,
          }),
        ),
        // a "simple" POST is sent without asking: the server must refuse it itself
        simpleInstaller: await attempt(() =>
          fetch(`${api}/api/admins`, {
            method: "POST",
            mode: "no-cors",
            headers: { "Content-Type": "text/plain" },
            body: json,
          }),
        ),
        formInstaller: await attempt(() =>
          fetch(`${api}/api/admins`, { method: "POST", mode: "no-cors", body: new URLSearchParams(body) }),
        ),
        sql: await attempt(() =>
          fetch(`${api}/api/pbdeck/sql`, { method: "POST", mode: "no-cors", body: "DELETE FROM _admins" }),
        ),
        read: await attempt(() => fetch(`${api}/api/health`)),
      };
    },
    { api: app.apiUrl, body: admin },
  );
  expect(outcomes).toEqual({
    installer: "blocked",
    simpleInstaller: "opaque",
    formInstaller: "opaque",
    sql: "opaque",
    read: "blocked",
  });
  expect(adminCount()).toBe(0);
  await expect.poll(() => app.pbdeck.output()).toContain(`refused POST /api/admins from ${otherUrl}`);
  await w.context.close();
});

test("a page whose name is re-pointed at pbdeck (DNS rebinding) gets 403 for every request", async () => {
  const w = await openPage(browser);
  w.allow(/status of 403/);
  const port = new URL(app.apiUrl).port;
  const response = await w.page.goto(`http://rebound.test:${port}/_/`);
  expect(response?.status()).toBe(403);
  expect(await w.page.textContent("body")).toContain(
    `pbdeck refused the host "rebound.test:${port}": to allow it, start pbdeck with --allowed-hosts rebound.test`,
  );
  // same-origin for the page, so it could read any answer: it gets the refusal, and no admin is made
  const created = await w.page.evaluate(async (body) => {
    const res = await fetch("/api/admins", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return res.status;
  }, admin);
  expect(created).toBe(403);
  expect(adminCount()).toBe(0);
  await w.context.close();
});

test("in the same browser, the console itself works: the printed installer link creates the admin", async () => {
  const w = await openPage(browser);
  await w.page.goto(await printedConsoleUrl(app.pbdeck));
  await w.page.getByLabel("Email").fill("owner@example.com");
  await w.page.getByRole("textbox", { name: "Password", exact: true }).fill("1234567890");
  await w.page.getByLabel("Password confirm").fill("1234567890");
  await w.page.getByRole("button", { name: "Create and login" }).click();
  await w.page.waitForURL(/\/_\/#\/collections/);
  await w.page.getByRole("link", { name: "users" }).waitFor();
  // the installer's POST came from the console's own origin and passed the check
  expect(adminCount()).toBe(1);
  expect(w.errors()).toEqual([]);
  await w.context.close();
});
