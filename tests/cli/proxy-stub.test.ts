import { createHash } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort } from "../helpers/pbdeck-process.ts";
import { type CliServer, startCli, waitFor } from "./helpers/cli-process.ts";
import { binaryBody, type StubBackend, startStubBackend } from "./helpers/stub-backend.ts";

let stub: StubBackend;
let proxy: CliServer;

beforeAll(async () => {
  stub = await startStubBackend();
  proxy = await startCli(["--backend", stub.url, "--http", `127.0.0.1:${await freePort()}`, "--no-open"]);
});
afterAll(async () => {
  expect(await proxy.stop()).toBe(0);
  await stub.close();
});

test("prints what it proxies", () => {
  expect(proxy.stdout()).toMatch(
    new RegExp(
      `^pbdeck \\S+: proxying ${stub.url}\\nConsole: ${proxy.url}/_/\\nAPI:     ${proxy.url}/api/\\n$`,
    ),
  );
});

test("Host and Origin are the backend's own, so it accepts the requests", async () => {
  await fetch(`${proxy.url}/api/health`, { headers: { Origin: "http://127.0.0.1:9999" } });
  expect(stub.lastHeaders().host).toBe(stub.url.replace("http://", ""));
  expect(stub.lastHeaders().origin).toBe(stub.url);
});

test("status codes, headers and error bodies pass unchanged", async () => {
  const res = await fetch(`${proxy.url}/api/teapot`);
  expect(res.status).toBe(418);
  expect(res.headers.get("x-stub")).toBe("kept");
  expect(await res.text()).toBe(
    '{"code":418,"message":"I am a teapot.","data":{"x":{"code":"t","message":"T."}}}',
  );
});

test("only /api and /api/* are proxied", async () => {
  const lookalike = await fetch(`${proxy.url}/apix/health`);
  expect(lookalike.status).toBe(404);
  expect(await lookalike.json()).toEqual({ code: 404, message: "Not Found.", data: {} });
  expect(stub.paths()).not.toContain("/apix/health");
  await fetch(`${proxy.url}/api?x=1`);
  expect(stub.paths().at(-1)).toBe("/api?x=1");
  expect(stub.lastHeaders()["x-forwarded-for"]).toBe("127.0.0.1");
});

test("binary downloads arrive byte for byte", async () => {
  const res = await fetch(`${proxy.url}/api/bytes`, { headers: { "Accept-Encoding": "gzip" } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/octet-stream");
  expect(Buffer.from(await res.arrayBuffer()).equals(binaryBody)).toBe(true);
});

test("a multipart upload streams through intact", async () => {
  const file = Buffer.alloc(3 * 1024 * 1024, 0xab);
  const form = new FormData();
  form.append("title", "hello");
  form.append("file", new Blob([file], { type: "application/octet-stream" }), "big.bin");
  const request = new Request(`${proxy.url}/api/upload`, { method: "POST", body: form });
  const sent = Buffer.from(await request.clone().arrayBuffer());
  const res = await fetch(request);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({
    size: sent.length,
    sha256: createHash("sha256").update(sent).digest("hex"),
    contentType: request.headers.get("content-type"),
  });
});

test("server-sent events pass unbuffered and uncompressed", async () => {
  const res = await fetch(`${proxy.url}/api/realtime`, { headers: { "Accept-Encoding": "gzip, br" } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/event-stream");
  expect(res.headers.get("content-encoding")).toBeNull();
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const first = decoder.decode((await reader.read()).value);
  expect(first).toBe('id:stub-client\nevent:PB_CONNECT\ndata:{"clientId":"stub-client"}\n\n');
  // the stream is still open: a frame pushed now must arrive on its own
  stub.push("posts", { action: "create" });
  const second = decoder.decode((await reader.read()).value);
  expect(second).toBe('id:stub-client\nevent:posts\ndata:{"action":"create"}\n\n');
  await reader.cancel();
});

test("an unreachable backend answers 502 with the error envelope and one line on stderr", async () => {
  const gone = await startStubBackend();
  const port = await freePort();
  const second = await startCli(["--backend", gone.url, "--http", `127.0.0.1:${port}`]);
  await gone.close();
  for (let i = 0; i < 2; i++) {
    const res = await fetch(`${second.url}/api/collections`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ code: 502, message: "Failed to reach the backend server.", data: {} });
  }
  await waitFor(() => second.stderr().length > 0, "the warning line");
  expect(await second.stop()).toBe(0);
  // one line for the outage, not one per request
  expect(second.stderr()).toBe(
    `pbdeck: cannot reach the backend at ${gone.url} (connection refused); answering 502 to GET /api/collections\n`,
  );
});
