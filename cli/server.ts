/** @module The local HTTP server: the console at /_/ and the API at /api (embedded backend). */
import type { Server } from "node:http";
import express from "express";
import { closeBackend, openBackend } from "../backend/app.ts";
import { createApiRouter } from "../backend/http/api-router.ts";

export interface LocalServerOptions {
  dataDir: string;
  host: string;
  port: number;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the embedded backend on `host:port`.
 * @throws Error when the port cannot be bound or pb_data cannot be opened.
 */
export async function startLocalServer(options: LocalServerOptions): Promise<RunningServer> {
  const backend = openBackend({ dataDir: options.dataDir });
  const app = express();
  app.disable("x-powered-by");
  app.set("query parser", "simple");
  // the embedded PocketBase-compatible API
  app.use("/api", createApiRouter(backend));

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(options.port, options.host, (err?: Error) =>
      err ? reject(err) : resolve(listening),
    );
    listening.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  return {
    url: `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeBackend(backend);
    },
  };
}
