/**
 * The console's scripts and styles: compressed once with brotli in the background (those index.html
 * names at start, any other on its first request, which goes out as before meanwhile) and then sent
 * from memory when the browser accepts brotli; otherwise the file itself, compressed on the fly.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { compressResponses } from "../../../cli/middlewares/compress-responses.ts";
import {
  acceptsBrotli,
  assetsNamedIn,
  compressedAssets,
} from "../../../cli/middlewares/compressed-assets.ts";
import { consoleStatic } from "../../../cli/middlewares/console-static.ts";

const script = `export const text = ${JSON.stringify("pbdeck ".repeat(2000))};\n`;
const css = `body { margin: 0 }\n${"/* x */\n".repeat(400)}`;
const html = `<head><script type="application/json" id="pbdeck-route-code">[{"path":"/login","scripts":["./assets/page-abc123.js"],"styles":[]}]</script><script type="module" crossorigin src="./assets/app-abc123.js"></script></head>`;
let root = "";
let server: Server;
let base = "";
let assets: ReturnType<typeof compressedAssets>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "pbdeck-assets-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), html);
  writeFileSync(join(root, "assets", "app-abc123.js"), script);
  writeFileSync(join(root, "assets", "page-abc123.js"), `${script}// page\n`);
  writeFileSync(join(root, "assets", "later-def456.css"), css);
  assets = compressedAssets(root);
  const app = express();
  app.use("/_", compressResponses());
  app.use("/_", assets.handler);
  app.use("/_", consoleStatic(root));
  app.use((_req, res) => void res.status(404).end("none"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((ok) => server.once("listening", ok));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/_/assets/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  rmSync(root, { recursive: true, force: true });
});

function fetchRaw(url: string, acceptEncoding: string, method = "GET") {
  return new Promise<{ res: IncomingMessage; body: Buffer }>((ok, fail) => {
    const req = get(url, { method, headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => ok({ res, body: Buffer.concat(chunks) }));
    });
    req.on("error", fail);
  });
}

test("index.html's files are compressed at start and sent from memory, cached for a year", async () => {
  expect(assetsNamedIn(html)).toEqual(["page-abc123.js", "app-abc123.js"]);
  await assets.warmed;
  const { res, body } = await fetchRaw(`${base}app-abc123.js`, "gzip, deflate, br, zstd");
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-encoding"]).toBe("br");
  expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(res.headers.vary).toMatch(/Accept-Encoding/i);
  expect(res.headers.etag).toBeUndefined(); // the memory copy, not the static file
  expect(Number(res.headers["content-length"])).toBe(body.length);
  expect(brotliDecompressSync(body).toString()).toBe(script);

  const head = await fetchRaw(`${base}page-abc123.js`, "br", "HEAD");
  expect(head.res.headers["content-encoding"]).toBe("br");
  expect(head.body.length).toBe(0);
});

test("another file goes out as before on its first request, then from its compressed copy", async () => {
  const first = await fetchRaw(`${base}later-def456.css`, "br");
  expect(first.res.statusCode).toBe(200);
  expect(first.res.headers["content-type"]).toMatch(/^text\/css/);
  expect(brotliDecompressSync(first.body).toString()).toBe(css);
  await expect
    .poll(async () => (await fetchRaw(`${base}later-def456.css`, "br")).res.headers.etag, { timeout: 10_000 })
    .toBeUndefined();
  const kept = await fetchRaw(`${base}later-def456.css`, "br");
  expect(brotliDecompressSync(kept.body).toString()).toBe(css);
});

test("without brotli the file itself goes out (gzip on the fly when asked)", async () => {
  await assets.warmed;
  const gzip = await fetchRaw(`${base}app-abc123.js`, "gzip");
  expect(gzip.res.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gzip.body).toString()).toBe(script);
  expect(gzip.res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  const refused = await fetchRaw(`${base}app-abc123.js`, "br;q=0, identity");
  expect(refused.res.headers["content-encoding"]).toBeUndefined();
  expect(refused.body.toString()).toBe(script);
});

test("a file that is not there is not found, and is served once the build writes it", async () => {
  expect((await fetchRaw(`${base}late-0a1b2c.js`, "br")).res.statusCode).toBe(404);
  writeFileSync(join(root, "assets", "late-0a1b2c.js"), script);
  const written = await fetchRaw(`${base}late-0a1b2c.js`, "br");
  expect(written.res.statusCode).toBe(200);
  expect(brotliDecompressSync(written.body).toString()).toBe(script);
});

test("Accept-Encoding: brotli only when listed with a weight above 0", () => {
  expect(acceptsBrotli("gzip, deflate, br")).toBe(true);
  expect(acceptsBrotli("br;q=0.5")).toBe(true);
  expect(acceptsBrotli("BR")).toBe(true);
  expect(acceptsBrotli("br;q=0")).toBe(false);
  expect(acceptsBrotli("gzip, brotli")).toBe(false);
  expect(acceptsBrotli(undefined)).toBe(false);
});
