import { createServer, type Server } from "node:http";
import { afterAll, describe, expect, test } from "vitest";
import { detectApiGeneration } from "../../shared/api-generation.ts";
import { freePort } from "../helpers/pbdeck-process.ts";
import { serverForSuite } from "../helpers/server-suite.ts";

const server = serverForSuite();
const fakes: Server[] = [];
afterAll(() => {
  for (const fake of fakes) fake.close();
});

/** A server answering `status(method, path)` with an empty JSON body. */
async function fake(status: (method: string, path: string) => number): Promise<string> {
  const http = createServer((req, res) => {
    req.resume();
    res.writeHead(status(req.method ?? "GET", req.url ?? "/"), { "content-type": "application/json" });
    res.end("{}");
  });
  fakes.push(http);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(http.address() as { port: number }).port}`;
}

describe("detectApiGeneration", () => {
  test("the embedded backend speaks the v0.18 API", async () => {
    expect(await detectApiGeneration(server.url)).toBe("v0.18");
  });

  test("later generations by their routes; down when nothing listens; unknown otherwise", async () => {
    // v0.23+: no admins route at all
    expect(await detectApiGeneration(await fake(() => 404))).toBe("v0.23+");
    // v0.20-v0.22: admins still answer 400, the request logs stats route is gone
    const v20 = await fake((_method, path) => (path.startsWith("/api/admins") ? 400 : 404));
    expect(await detectApiGeneration(`${v20}/`)).toBe("v0.20-v0.22");
    expect(await detectApiGeneration(await fake(() => 500))).toBe("unknown");
    expect(await detectApiGeneration(`http://127.0.0.1:${await freePort()}`)).toBe("down");
  });

  test("the probe goes through the given fetch", async () => {
    const seen: string[] = [];
    const recording: typeof fetch = (input, init) => {
      seen.push(`${init?.method ?? "GET"} ${String(input)}`);
      return fetch(input, init);
    };
    expect(await detectApiGeneration(`${server.url}/`, recording)).toBe("v0.18");
    expect(seen).toEqual([
      `POST ${server.url}/api/admins/auth-with-password`,
      `GET ${server.url}/api/logs/requests/stats`,
    ]);
  });
});
