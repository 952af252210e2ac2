/** @module The local HTTP server: the console at /_/ and the API at /api (embedded backend or proxy). */
import type { RequestListener, Server } from "node:http";
import express from "express";
import { closeBackend, countAdmins, openBackend } from "../backend/app.ts";
import { createApiRouter } from "../backend/http/api-router.ts";
import { type BackendInfo, EMBEDDED_BACKEND } from "../shared/client/backend-info.ts";
import { hostCheckFor } from "./lib/allowed-hosts.ts";
import type { CorsOrigins } from "./lib/allowed-origins.ts";
import { CliError, oneLine } from "./lib/cli-error.ts";
import { consoleUrl } from "./lib/console-url.ts";
import { localBaseUrl } from "./lib/http-address.ts";
import { InstallerTokens } from "./lib/installer-tokens.ts";
import { listen } from "./lib/listen.ts";
import { remoteAdminsCheck } from "./lib/remote-admins.ts";
import { webRoot as defaultWebRoot } from "./lib/web-root.ts";
import { backendInfo } from "./middlewares/backend-info.ts";
import { compressResponses } from "./middlewares/compress-responses.ts";
import { compressedAssets } from "./middlewares/compressed-assets.ts";
import { consoleHeaders } from "./middlewares/console-headers.ts";
import { consoleNotBuilt } from "./middlewares/console-not-built.ts";
import { consoleStatic } from "./middlewares/console-static.ts";
import { errorMiddleware } from "./middlewares/error-middleware.ts";
import { hostCheck } from "./middlewares/host-check.ts";
import { inFlightTracker } from "./middlewares/in-flight-tracker.ts";
import { type AdminsCheck, installerRedirect } from "./middlewares/installer-redirect.ts";
import { installerTokenGuard } from "./middlewares/installer-token-guard.ts";
import { chain } from "./middlewares/node-middleware.ts";
import { notFound } from "./middlewares/not-found.ts";
import { originCheck } from "./middlewares/origin-check.ts";
import { isApiPath, proxyMiddleware } from "./middlewares/proxy-middleware.ts";
import { rootRedirect } from "./middlewares/root-redirect.ts";
import { spaFallback } from "./middlewares/spa-fallback.ts";

/** Where /api goes: the embedded backend on a pb_data directory, or a remote server. */
export type ApiSource =
  | { kind: "embedded"; dataDir: string; migrationsDir?: string; automigrate?: boolean }
  | { kind: "proxy"; target: URL; info: BackendInfo };

export interface LocalServerOptions {
  api: ApiSource;
  host: string;
  port: number;
  /** The built console (default: dist/web, or PBDECK_WEB_ROOT). */
  webRoot?: string;
  /** Where one-line warnings go (proxy failures, server errors, refused requests). */
  warn?: (line: string) => void;
  /** Host names served besides this machine's own (`--allowed-hosts`; `.example.com` takes subdomains). */
  allowedHosts?: string[];
  /** Origins whose pages may use the API (`--cors`); none by default: the console's own origin only. */
  cors?: CorsOrigins;
  /** How long an installer link works (tests shorten it). */
  installerTokenTtlMs?: number;
}

export interface RunningServer {
  /** `http://host:port`, reachable from this machine. */
  url: string;
  /** Whether the backend (embedded or proxied) has an admin; null when the remote one cannot tell. */
  hasAdmins(): Promise<boolean | null>;
  /** The one-time token of the installer link, valid now (a new one once the last expired or was used). */
  installerToken(): string;
  /** Stops accepting, lets in-flight requests finish, closes SQLite. */
  close(): Promise<void>;
}

const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Opens the embedded backend (or prepares the proxy) and listens on `host:port`.
 * @throws CliError when the data directory cannot be opened or the address cannot be bound
 */
export async function startLocalServer(options: LocalServerOptions): Promise<RunningServer> {
  const warn = options.warn ?? ((line: string) => console.error(`pbdeck: ${line}`));
  const root = options.webRoot ?? defaultWebRoot();
  const backend = options.api.kind === "embedded" ? openEmbeddedBackend(options.api) : null;
  const hasAdmins: AdminsCheck =
    options.api.kind === "proxy"
      ? remoteAdminsCheck(options.api.target, options.api.info.generation)
      : () => (backend ? countAdmins(backend) > 0 : null);
  const inFlight = inFlightTracker();
  const cors = options.cors ?? { any: false, origins: [] };
  const installerTokens = new InstallerTokens(options.installerTokenTtlMs);
  let baseUrl = "";
  // opening the installer after its link expired or was used prints a fresh link on the terminal
  const installerToken = () => {
    const { token, renewed } = installerTokens.current();
    if (renewed)
      warn(
        `a new installer link (the last one expired or was used): ${consoleUrl(baseUrl, { kind: "installer", token })}`,
      );
    return token;
  };

  const app = express();
  app.disable("x-powered-by");
  app.set("query parser", "simple");
  // counts open responses so shutdown can wait for them
  app.use(inFlight.middleware);
  if (backend) {
    // the embedded PocketBase-compatible API
    app.use("/api", createApiRouter(backend, { origins: cors.any ? ["*"] : cors.origins }));
  }
  // `/` and `/_` lead to the console
  app.use(rootRedirect());
  // gzip/brotli for the console only: /api is mostly read over loopback, where it only costs time
  app.use("/_", compressResponses());
  // CSP and friends on every console response
  app.use("/_", consoleHeaders());
  // what the console is connected to (generation, version), read once at its start
  app.use("/_", backendInfo(options.api.kind === "proxy" ? options.api.info : EMBEDDED_BACKEND));
  // PocketBase's first-run redirect to the installer (a remote backend is asked, see remote-admins.ts)
  app.use("/_", installerRedirect(hasAdmins, installerToken));
  // hashed scripts and styles compressed once (in the background) and kept, then other built files
  app.use("/_", compressedAssets(root).handler);
  app.use("/_", consoleStatic(root));
  // HTML navigations get index.html
  app.use("/_", spaFallback(root));
  // no build: a short page instead of the console
  app.use("/_", consoleNotBuilt());
  // anything else
  app.use(notFound());
  // registered last: one envelope for the server's own failures
  app.use(errorMiddleware(warn));

  // the remote API, streamed through unchanged; it bypasses express, as the hot path of proxy mode
  const proxy = options.api.kind === "proxy" ? proxyMiddleware(options.api.target, warn) : null;
  const dispatch: RequestListener = proxy
    ? (req, res) => {
        const toConsole = () => app(req, res);
        if (!isApiPath(req.url ?? "")) return toConsole();
        inFlight.middleware(req as never, res as never, () => proxy(req, res, toConsole));
      }
    : app;
  // before anything is served, embedded or proxied: the Host, the Origin, the first admin's token
  const handler = chain(
    [
      hostCheck(hostCheckFor(options.host, options.allowedHosts ?? []), warn),
      originCheck(cors, warn),
      installerTokenGuard(installerTokens, hasAdmins),
    ],
    dispatch,
  );

  let server: Server;
  try {
    server = await listen(handler, options.host, options.port);
  } catch (err) {
    if (backend) await closeBackend(backend);
    throw err;
  }
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  baseUrl = localBaseUrl(options.host, port);

  let closing: Promise<void> | null = null;
  async function shutDown(): Promise<void> {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await inFlight.drain(DRAIN_TIMEOUT_MS);
    // whatever is left (keep-alive sockets, stuck clients) is cut
    server.closeAllConnections();
    await closed;
    if (backend) await closeBackend(backend);
  }

  return {
    url: baseUrl,
    hasAdmins: async () => hasAdmins(),
    installerToken,
    close: () => {
      closing ??= shutDown();
      return closing;
    },
  };
}

function openEmbeddedBackend(api: ApiSource & { kind: "embedded" }): ReturnType<typeof openBackend> {
  const { dataDir, migrationsDir, automigrate } = api;
  try {
    return openBackend({ dataDir, migrationsDir, automigrate });
  } catch (err) {
    throw new CliError(`cannot open the data directory ${dataDir}: ${oneLine(err)}`);
  }
}
