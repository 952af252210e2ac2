/**
 * A provider stand-in on 127.0.0.1 for the per-provider user mappings: the token endpoint and user
 * APIs answer what the provider's documentation shows, and every request is kept for assertions.
 * (The full flow against a real OpenID Connect server is tests/helpers/oidc-peer.ts.)
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface CannedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An answer: JSON by default, or a raw body with its content type. */
export interface CannedAnswer {
  status?: number;
  json?: unknown;
  body?: string;
  contentType?: string;
}

export interface CannedProvider {
  readonly url: string;
  readonly requests: CannedRequest[];
  /** Sets the answer of `path` (`(request) => answer` to decide per request). */
  answer(path: string, answer: CannedAnswer | ((request: CannedRequest) => CannedAnswer)): void;
  close(): Promise<void>;
}

export async function startCannedProvider(): Promise<CannedProvider> {
  const answers = new Map<string, CannedAnswer | ((request: CannedRequest) => CannedAnswer)>();
  const requests: CannedRequest[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const path = (req.url ?? "/").split("?")[0];
      const request = { method: req.method ?? "GET", path, headers: req.headers, body };
      requests.push(request);
      const found = answers.get(path);
      const answer = typeof found === "function" ? found(request) : (found ?? { status: 404, json: {} });
      const text = answer.body ?? JSON.stringify(answer.json ?? {});
      res.writeHead(answer.status ?? 200, { "Content-Type": answer.contentType ?? "application/json" });
      res.end(text);
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (path, answer) => answers.set(path, answer),
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
