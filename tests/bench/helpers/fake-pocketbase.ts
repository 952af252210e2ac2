/**
 * A small node:http stand-in for a PocketBase v0.18 server, answering only what `pbdeck fleet` asks
 * (health, the API probe, auth-refresh, logs counts and stats, collections, settings, backups), and a
 * "hanging" variant that accepts connections and never answers. For the fleet benchmark.
 */
import { createServer, type Server } from "node:http";

/** A token the SDK reads as a valid admin token (the fake never checks signatures). */
export function fakeAdminToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ id: "benchadmin00001", type: "admin", exp: 4_000_000_000 })}.c2ln`;
}

const collection = {
  id: "benchposts00001",
  created: "2024-01-01 00:00:00.000Z",
  updated: "2024-01-01 00:00:00.000Z",
  name: "posts",
  type: "base",
  system: false,
  schema: [],
  indexes: ["CREATE INDEX `idx_posts_created` ON `posts` (`created`)"],
  listRule: "@request.auth.id != ''",
  viewRule: null,
  createRule: null,
  updateRule: null,
  deleteRule: null,
  options: {},
};

const settings = {
  meta: { appName: "bench", appUrl: "http://127.0.0.1" },
  logs: { maxDays: 5 },
  smtp: { enabled: true },
  s3: { enabled: false },
  backups: { cron: "0 0 * * *", cronMaxKeep: 3, s3: { enabled: false } },
  adminAuthToken: { secret: "******", duration: 1_209_600 },
};

function answer(method: string, path: string, authorized: boolean): [number, unknown] {
  if (path === "/api/health")
    return [200, { code: 200, message: "API is healthy.", data: { canBackup: true } }];
  if (method === "POST" && path === "/api/admins/auth-with-password")
    return [400, { code: 400, message: "Failed to authenticate.", data: {} }];
  if (!authorized)
    return [
      401,
      { code: 401, message: "The request requires admin authorization token to be set.", data: {} },
    ];
  if (method === "POST" && path === "/api/admins/auth-refresh")
    return [
      200,
      { token: fakeAdminToken(), admin: { id: "benchadmin00001", email: "bench@example.com", avatar: 0 } },
    ];
  if (path === "/api/logs/requests/stats")
    return [
      200,
      [{ total: 42, date: new Date().toISOString().slice(0, 13).replace("T", " ") + ":00:00.000Z" }],
    ];
  if (path === "/api/logs/requests")
    return [200, { page: 1, perPage: 1, totalItems: 42, totalPages: 42, items: [] }];
  if (path === "/api/collections")
    return [200, { page: 1, perPage: 200, totalItems: 1, totalPages: 1, items: [collection] }];
  if (path === "/api/settings") return [200, settings];
  if (path === "/api/backups")
    return [200, [{ key: "daily.zip", size: 1000, modified: new Date().toISOString().replace("T", " ") }]];
  return [404, { code: 404, message: "The requested resource wasn't found.", data: {} }];
}

/** Starts a fake on 127.0.0.1 (a free port); `hanging` never answers; each answer waits `delayMs` (a network's round trip). */
export function startFakePocketBase(hanging = false, delayMs = 0): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    if (hanging) return;
    const [status, body] = answer(
      req.method ?? "GET",
      new URL(req.url ?? "/", "http://x").pathname,
      Boolean(req.headers.authorization),
    );
    // the body is drained before answering, like a real server
    req.resume();
    req.on("end", () =>
      setTimeout(() => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      }, delayMs),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, server });
    }),
  );
}
