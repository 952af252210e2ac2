/**
 * A tiny stand-in for a remote PocketBase server (not our code): it lets the proxy tests control
 * timing (held requests, pushed SSE frames) and see exactly what arrived.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";

export interface StubBackend {
  url: string;
  /** Headers of the last request that reached the stub. */
  lastHeaders(): IncomingHttpHeaders;
  /** Every request path that reached the stub, in order. */
  paths(): string[];
  /** Whether GET /api/slow is being held. */
  slowArrived(): boolean;
  /** Answers the held GET /api/slow. */
  releaseSlow(): void;
  /** Writes an SSE frame to every open /api/realtime stream. */
  push(topic: string, data: unknown): void;
  close(): Promise<void>;
}

/** 64 KiB of every byte value, for binary pass-through checks. */
export const binaryBody = Buffer.from(Array.from({ length: 65536 }, (_, i) => (i * 7) % 256));

/** Starts the stub on a free port of 127.0.0.1. */
export async function startStubBackend(): Promise<StubBackend> {
  let headers: IncomingHttpHeaders = {};
  const paths: string[] = [];
  let held: ServerResponse | null = null;
  const streams = new Set<ServerResponse>();

  const server: Server = createServer((req, res) => {
    headers = req.headers;
    paths.push(req.url ?? "");
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    switch (`${req.method} ${req.url?.split("?")[0]}`) {
      case "GET /api/health":
        return json(200, { code: 200, message: "API is healthy.", data: { canBackup: true } });
      // pbdeck's start-up check of the API generation: answer like v0.18
      case "POST /api/admins/auth-with-password":
        return json(400, { code: 400, message: "Blank credentials.", data: {} });
      case "GET /api/logs/requests/stats":
        return json(401, { code: 401, message: "Admins only.", data: {} });
      case "GET /api/slow":
        held = res;
        return;
      case "GET /api/realtime":
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-store" });
        res.write('id:stub-client\nevent:PB_CONNECT\ndata:{"clientId":"stub-client"}\n\n');
        streams.add(res);
        res.once("close", () => streams.delete(res));
        return;
      case "GET /api/bytes":
        return res.writeHead(200, { "content-type": "application/octet-stream" }).end(binaryBody);
      case "POST /api/upload": {
        const hash = createHash("sha256");
        let size = 0;
        req.on("data", (chunk: Buffer) => {
          size += chunk.length;
          hash.update(chunk);
        });
        req.on("end", () =>
          json(200, { size, sha256: hash.digest("hex"), contentType: req.headers["content-type"] }),
        );
        return;
      }
      case "GET /api/teapot":
        return res
          .writeHead(418, { "content-type": "application/json", "x-stub": "kept" })
          .end('{"code":418,"message":"I am a teapot.","data":{"x":{"code":"t","message":"T."}}}');
      default:
        return json(404, { code: 404, message: "Not Found.", data: {} });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    lastHeaders: () => headers,
    paths: () => [...paths],
    slowArrived: () => held !== null,
    releaseSlow() {
      held?.writeHead(200, { "content-type": "application/json" }).end('{"slow":"done"}');
      held = null;
    },
    push(topic, data) {
      for (const res of streams)
        res.write(`id:stub-client\nevent:${topic}\ndata:${JSON.stringify(data)}\n\n`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
