/** The API that `--dir` commands (and the TUI) serve themselves on a loopback port answers that process alone. */
import { request } from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type EmbeddedApi, startEmbeddedApi } from "../../backend/app.ts";
import { adminEmails } from "../helpers/first-admin.ts";
import { emptyDataDir } from "../helpers/pbdeck-process.ts";

let data: ReturnType<typeof emptyDataDir>;
let api: EmbeddedApi;

beforeAll(async () => {
  data = emptyDataDir();
  api = await startEmbeddedApi(data.dir);
});
afterAll(async () => {
  await api.close();
  data.cleanup();
});

function status(path: string, headers: Record<string, string>, method = "GET"): Promise<number> {
  const url = new URL(path, api.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method, headers },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.end(
      method === "POST" ? "email=a%40evil.example&password=1234567890&passwordConfirm=1234567890" : undefined,
    );
  });
}

test("a browser page (Origin, Sec-Fetch-Site) or another Host gets 403; the command's own requests pass", async () => {
  expect(await status("/api/health", {})).toBe(200);
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  // with no admin yet, a form POST from a page would otherwise create one
  expect(await status("/api/admins", { ...form, Origin: "http://evil.example" }, "POST")).toBe(403);
  expect(await status("/api/admins", { ...form, "Sec-Fetch-Site": "cross-site" }, "POST")).toBe(403);
  expect(await status("/api/health", { Host: "evil.example" })).toBe(403);
  expect(adminEmails(data.dir)).toEqual([]);
});
