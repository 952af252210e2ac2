/**
 * The console's scripts and styles go out as the build compressed them: the brotli copy when the
 * browser accepts it, else the file itself (compressed on the fly when the browser asks for gzip).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { compressResponses } from "../../../cli/middlewares/compress-responses.ts";
import { consoleStatic } from "../../../cli/middlewares/console-static.ts";
import { acceptsBrotli, precompressedAssets } from "../../../cli/middlewares/precompressed-assets.ts";

const script = `export const text = ${JSON.stringify("pbdeck ".repeat(2000))};\n`;
const css = `body { margin: 0 }\n${"/* x */\n".repeat(400)}`;
let root = "";
let server: Server;
let base = "";

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "pbdeck-assets-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets", "app-abc123.js"), script);
  writeFileSync(join(root, "assets", "app-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(join(root, "assets", "plain-def456.css"), css);
  const app = express();
  app.use("/_", compressResponses());
  app.use("/_", precompressedAssets(root));
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

test("a browser that accepts brotli gets the build's copy, cached for a year", async () => {
  const { res, body } = await fetchRaw(`${base}app-abc123.js`, "gzip, deflate, br, zstd");
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-encoding"]).toBe("br");
  expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(res.headers.vary).toMatch(/Accept-Encoding/i);
  expect(Number(res.headers["content-length"])).toBe(body.length);
  expect(brotliDecompressSync(body).toString()).toBe(script);

  const head = await fetchRaw(`${base}app-abc123.js`, "br", "HEAD");
  expect(head.res.headers["content-encoding"]).toBe("br");
  expect(head.body.length).toBe(0);
});

test("without brotli, or a file the build left uncompressed, the file itself goes out", async () => {
  const gzip = await fetchRaw(`${base}app-abc123.js`, "gzip");
  expect(gzip.res.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gzip.body).toString()).toBe(script);
  expect(gzip.res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

  const refused = await fetchRaw(`${base}app-abc123.js`, "br;q=0, identity");
  expect(refused.res.headers["content-encoding"]).toBeUndefined();
  expect(refused.body.toString()).toBe(script);

  // no copy: compressed on the fly, as before the build made copies
  const sheet = await fetchRaw(`${base}plain-def456.css`, "br");
  expect(sheet.res.statusCode).toBe(200);
  expect(sheet.res.headers["content-type"]).toMatch(/^text\/css/);
  expect(brotliDecompressSync(sheet.body).toString()).toBe(css);
});

test("a file that is not there is not found, and appears once the build writes it", async () => {
  const missing = await fetchRaw(`${base}late-0a1b2c.js`, "br");
  expect(missing.res.statusCode).toBe(404);
  writeFileSync(join(root, "assets", "late-0a1b2c.js"), script);
  writeFileSync(join(root, "assets", "late-0a1b2c.js.br"), brotliCompressSync(script));
  const written = await fetchRaw(`${base}late-0a1b2c.js`, "br");
  expect(written.res.statusCode).toBe(200);
  expect(brotliDecompressSync(written.body).toString()).toBe(script);
  // a path outside assets/ is not this middleware's
  expect((await fetchRaw(`${base}../../etc/passwd`, "br")).res.statusCode).toBe(404);
});

test("Accept-Encoding: brotli only when listed with a weight above 0", () => {
  expect(acceptsBrotli("gzip, deflate, br")).toBe(true);
  expect(acceptsBrotli("br;q=0.5")).toBe(true);
  expect(acceptsBrotli("BR")).toBe(true);
  expect(acceptsBrotli("br;q=0")).toBe(false);
  expect(acceptsBrotli("gzip, brotli")).toBe(false);
  expect(acceptsBrotli(undefined)).toBe(false);
});
