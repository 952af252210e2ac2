import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { copyFixture, freePort, repoRoot } from "../helpers/pbdeck-process.ts";
import { type CliServer, startCli, tempDir } from "./helpers/cli-process.ts";

const csp =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob: http: https:; media-src 'self' data: blob: http: https:; font-src 'self' data:; " +
  "connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
  "frame-ancestors 'self'";

// big enough for compression's 1 KiB threshold
const indexHtml = `<!doctype html><html><head><script type="module" src="/_/assets/index-Ab12Cd.js"></script></head><body>${"<!-- console -->".repeat(100)}</body></html>`;
const assetJs = `console.log("pbdeck console");\n`.repeat(100);

let web: ReturnType<typeof tempDir>;
let data: ReturnType<typeof copyFixture>;
let unbuiltData: ReturnType<typeof copyFixture>;
let server: CliServer;
let unbuilt: CliServer;

beforeAll(async () => {
  web = tempDir("pbdeck-web-");
  mkdirSync(join(web.dir, "assets"));
  writeFileSync(join(web.dir, "index.html"), indexHtml);
  writeFileSync(join(web.dir, "assets", "index-Ab12Cd.js"), assetJs);
  writeFileSync(join(web.dir, "favicon.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  data = copyFixture(); // has admins: no installer redirect
  server = await startCli(["--dir", data.dir, "--http", `127.0.0.1:${await freePort()}`, "--no-open"], {
    PBDECK_WEB_ROOT: web.dir,
  });
  unbuiltData = copyFixture();
  unbuilt = await startCli(["--dir", unbuiltData.dir, "--http", `127.0.0.1:${await freePort()}`], {
    PBDECK_WEB_ROOT: join(web.dir, "missing"),
  });
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
  expect(await unbuilt.stop()).toBe(0);
  data.cleanup();
  unbuiltData.cleanup();
  web.cleanup();
});

const { version } = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { version: string };
const html = { Accept: "text/html,application/xhtml+xml" };

test("prints the console and API addresses", () => {
  expect(server.stdout()).toBe(
    `pbdeck ${version}: embedded backend, data in ${data.dir}\n` +
      `Console: ${server.url}/_/\n` +
      `API:     ${server.url}/api/\n`,
  );
  expect(server.stderr()).toBe("");
});

test("/_/ answers index.html with no-cache and the console CSP", async () => {
  const res = await fetch(`${server.url}/_/`, { headers: html });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe("no-cache");
  expect(res.headers.get("content-security-policy")).toBe(csp);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  expect(await res.text()).toBe(indexHtml);
});

test("responses are gzipped when the client accepts it", async () => {
  // fetch decodes transparently, so read the header and compare the decoded text
  const res = await fetch(`${server.url}/_/`, { headers: { ...html, "Accept-Encoding": "gzip" } });
  expect(res.headers.get("content-encoding")).toBe("gzip");
  expect(await res.text()).toBe(indexHtml);
  const plain = await fetch(`${server.url}/_/`, { headers: { ...html, "Accept-Encoding": "identity" } });
  expect(plain.headers.get("content-encoding")).toBeNull();
});

test("hashed assets are immutable for a year; other files revalidate", async () => {
  const asset = await fetch(`${server.url}/_/assets/index-Ab12Cd.js`, {
    headers: { "Accept-Encoding": "gzip" },
  });
  expect(asset.status).toBe(200);
  expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(asset.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  expect(asset.headers.get("content-encoding")).toBe("gzip");
  expect(await asset.text()).toBe(assetJs);
  const icon = await fetch(`${server.url}/_/favicon.png`);
  expect(icon.headers.get("cache-control")).toBe("no-cache");
  expect(Buffer.from(await icon.arrayBuffer())).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
});

test("HTML navigations under /_/ fall back to index.html; other misses are 404", async () => {
  const shallow = await fetch(`${server.url}/_/login`, { headers: html });
  expect(shallow.status).toBe(200);
  expect(shallow.headers.get("cache-control")).toBe("no-cache");
  expect(await shallow.text()).toBe(indexHtml);
  // deeper, a <base> keeps the build's relative ./assets/ links pointing at /_/assets/
  const deep = await fetch(`${server.url}/_/collections/posts/x`, { headers: html });
  expect(deep.status).toBe(200);
  expect(deep.headers.get("cache-control")).toBe("no-cache");
  expect(deep.headers.get("content-security-policy")).toBe(csp);
  expect(await deep.text()).toBe(indexHtml.replace("<head>", '<head><base href="../../">'));
  const missingAsset = await fetch(`${server.url}/_/assets/gone-123.js`);
  expect(missingAsset.status).toBe(404);
  expect(await missingAsset.json()).toEqual({ code: 404, message: "Not Found.", data: {} });
  const post = await fetch(`${server.url}/_/`, { method: "POST", headers: html });
  expect(post.status).toBe(404);
});

test("/ and /_ redirect to the console", async () => {
  const root = await fetch(`${server.url}/`, { redirect: "manual" });
  expect(root.status).toBe(302);
  expect(root.headers.get("location")).toBe("/_/");
  const bare = await fetch(`${server.url}/_`, { redirect: "manual" });
  expect(bare.status).toBe(301);
  expect(bare.headers.get("location")).toBe("/_/");
  const other = await fetch(`${server.url}/elsewhere`);
  expect(other.status).toBe(404);
  expect(await other.json()).toEqual({ code: 404, message: "Not Found.", data: {} });
});

test("/api/ is answered by the embedded backend, without the console CSP", async () => {
  const res = await fetch(`${server.url}/api/health`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-security-policy")).toBeNull();
  expect(await res.json()).toEqual({ code: 200, message: "API is healthy.", data: { canBackup: true } });
  const missing = await fetch(`${server.url}/api/missing`);
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual({ code: 404, message: "Not Found.", data: {} });
});

test("without a built console /_/ explains it, and the API still works", async () => {
  const res = await fetch(`${unbuilt.url}/_/`, { headers: html });
  expect(res.status).toBe(503);
  expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe("no-store");
  const page = await res.text();
  expect(page).toContain("<h1>The pbdeck console is not built</h1>");
  expect(page).toContain("<code>npm run build</code>");
  const health = await fetch(`${unbuilt.url}/api/health`);
  expect(health.status).toBe(200);
});
