/**
 * Closed loops over the realtime API, like http-load.ts's for plain requests: `connect` opens the event
 * stream and waits for its PB_CONNECT event, then drops it; `subscribe` keeps one stream per loop and sets
 * its subscriptions over and over (POST /api/realtime on a keep-alive socket). Same code on both servers.
 */
import { Agent, type ClientRequest, request } from "node:http";
import { type LoadResult, loadResult } from "./http-load.ts";

/** Opens the stream on its own socket and resolves with the client id of its PB_CONNECT event. */
function openStream(origin: URL): Promise<{ clientId: string; req: ClientRequest }> {
  return new Promise((done, fail) => {
    const req = request(
      { host: origin.hostname, port: origin.port, path: "/api/realtime", agent: false },
      (res) => {
        if (res.statusCode !== 200) {
          fail(new Error(`GET /api/realtime answered ${res.statusCode}`));
          return;
        }
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
          const match = /event:PB_CONNECT\ndata:(\{[^\n]*\})\n/.exec(text);
          if (match) done({ clientId: (JSON.parse(match[1]) as { clientId: string }).clientId, req });
        });
        res.on("error", () => {}); // the loop cuts the stream itself
      },
    );
    req.on("error", fail);
    req.end();
  });
}

function post(origin: URL, agent: Agent, body: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: "POST",
        path: "/api/realtime",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        res.on("data", () => {});
        res.on("end", () => done(res.statusCode ?? 0));
      },
    );
    req.on("error", fail);
    req.end(body);
  });
}

/** Runs `connections` loops of `mode` against `baseUrl` for `durationMs`; latency is per connect or per subscribe. */
export async function runRealtimeLoad(
  baseUrl: string,
  connections: number,
  durationMs: number,
  mode: "connect" | "subscribe",
): Promise<LoadResult> {
  const origin = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const start = performance.now();
  const deadline = start + durationMs;
  const loop = async () => {
    if (mode === "connect") {
      while (performance.now() < deadline) {
        const sent = performance.now();
        const { req } = await openStream(origin);
        latencies.push(performance.now() - sent);
        req.destroy();
      }
      return;
    }
    const { clientId, req } = await openStream(origin);
    let n = 0;
    while (performance.now() < deadline) {
      const topics = n++ % 2 === 0 ? ["bench", "bench/abc"] : ["bench"];
      const sent = performance.now();
      const status = await post(origin, agent, JSON.stringify({ clientId, subscriptions: topics }));
      if (status !== 204) throw new Error(`POST /api/realtime answered ${status}`);
      latencies.push(performance.now() - sent);
    }
    req.destroy();
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = performance.now() - start;
  agent.destroy();
  return loadResult(latencies, elapsed);
}
