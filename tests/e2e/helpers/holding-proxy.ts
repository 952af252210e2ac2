/**
 * A pass-through HTTP proxy in front of a pbdeck for the browser, which holds the streamed records
 * export after its first bytes: the page sees a export in progress for as long as a test needs, and
 * the proxy reports when the page closes that request. Everything else flows through unchanged.
 */
import { createServer, request, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

const exportPath = /^\/api\/pbdeck\/collections\/[^/]+\/export\?/;

export interface HoldingProxy {
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** Export responses now held (after their first bytes). */
  held(): number;
  /** Export requests the browser closed before their end. */
  closedByClient(): number;
  close(): Promise<void>;
}

/** Starts the proxy to `target`; an export passes `firstBytes` (about) and then stops. */
export async function startHoldingProxy(target: string, firstBytes = 64 * 1024): Promise<HoldingProxy> {
  const to = new URL(target);
  let held = 0;
  let closedByClient = 0;
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    open.add(res);
    res.on("close", () => open.delete(res));
    const upstream = request(
      { host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        const holding = exportPath.test(req.url ?? "") && answer.statusCode === 200;
        if (!holding) {
          answer.pipe(res);
          return;
        }
        let passed = 0;
        answer.on("data", (chunk: Buffer) => {
          if (passed >= firstBytes) return;
          res.write(chunk);
          passed += chunk.length;
          if (passed >= firstBytes) {
            answer.pause(); // the backend now waits for its socket to drain
            held++;
          }
        });
        answer.on("end", () => res.end());
        res.on("close", () => {
          if (!res.writableEnded) closedByClient++;
          answer.destroy();
        });
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    held: () => held,
    closedByClient: () => closedByClient,
    close: () =>
      new Promise((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };
}
