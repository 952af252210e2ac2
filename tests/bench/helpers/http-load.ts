/**
 * A small closed-loop HTTP load generator: N connections (keep-alive sockets), each sending its next
 * request when the previous answer has been read, for a fixed time. Used the same way on every server
 * a benchmark compares, so its own cost is the same on both sides.
 */
import { Agent, request } from "node:http";

export interface LoadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** Sends one request on `agent` and resolves with its status once the whole body is read. */
function send(origin: URL, agent: Agent, spec: LoadRequest): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: spec.method ?? "GET",
        path: spec.path,
        headers:
          spec.body === undefined
            ? spec.headers
            : { ...spec.headers, "content-length": Buffer.byteLength(spec.body) },
      },
      (res) => {
        res.on("data", () => {});
        res.on("end", () => done(res.statusCode ?? 0));
        res.on("error", fail);
      },
    );
    req.on("error", fail);
    req.end(spec.body);
  });
}

/**
 * Runs `connections` loops against `baseUrl` for `durationMs`, each asking `next(i)` for its request.
 * @throws when an answer's status is not `expectStatus`
 */
export async function runLoad(
  baseUrl: string,
  connections: number,
  durationMs: number,
  next: (n: number) => LoadRequest,
  expectStatus = 200,
): Promise<LoadResult> {
  const origin = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let counter = 0;
  const start = performance.now();
  const deadline = start + durationMs;
  const loop = async () => {
    while (performance.now() < deadline) {
      const spec = next(counter++);
      const sent = performance.now();
      const status = await send(origin, agent, spec);
      if (status !== expectStatus) throw new Error(`${spec.method ?? "GET"} ${spec.path} answered ${status}`);
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = performance.now() - start;
  agent.destroy();
  return loadResult(latencies, elapsed);
}

/** Requests, req/s and p50/p99 of a run's latencies (ms) over `elapsedMs`. */
export function loadResult(latencies: number[], elapsedMs: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    requests: sorted.length,
    perSecond: (sorted.length / elapsedMs) * 1000,
    p50: pick(0.5),
    p99: pick(0.99),
  };
}
