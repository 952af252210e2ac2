/**
 * Small node:http stand-ins for PocketBase servers of other generations (not our code): each answers
 * /api/health and routes admins and logs the way that generation does, everything else 404.
 */
import { createServer, type ServerResponse } from "node:http";
import { adminToken } from "./fixture-tokens.ts";

/** The password every fake accepts for any admin email (they answer with the fixture's admin token). */
export const FAKE_ADMIN_PASSWORD = "fake-admin-password";

/**
 * - `v0.18`: /api/admins (sign-in, refresh), request logs under /api/logs/requests (admins only)
 * - `v0.22`: /api/admins, logs under /api/logs, /api/logs/stats, /api/logs/{id} (admins only), no backups yet
 * - `v0.22-public`: v0.22 with a pb_public index.html served for every unknown GET
 * - `v0.23`: no /api/admins (superusers are the `_superusers` collection: password sign-in only), logs as in v0.22
 * - `broken`: healthy (an answer without `data`), and 500 for everything else
 */
export type FakeGeneration = "v0.18" | "v0.22" | "v0.22-public" | "v0.23" | "broken";

export interface FakePocketBase {
  url: string;
  /** `METHOD /path` of every request, in order. */
  requests(): string[];
  /** `METHOD /path` of the requests that came without an Authorization header, in order. */
  guestRequests(): string[];
  close(): Promise<void>;
}

/** What a route needs of a request besides its method and path. */
interface Asked {
  /** An Authorization header came along (the fakes trust any). */
  signedIn: boolean;
  body: Record<string, unknown>;
}

type Route = (method: string, path: string, asked: Asked) => [number, unknown] | null;

const adminsOnly: [number, unknown] = [401, { code: 401, message: "Admins only.", data: {} }];
const blankCredentials: [number, unknown] = [
  400,
  {
    code: 400,
    message: "Could not sign in.",
    data: {
      identity: { code: "validation_required", message: "Required." },
      password: { code: "validation_required", message: "Required." },
    },
  },
];

const wrongPassword: [number, unknown] = [400, { code: 400, message: "Failed to authenticate.", data: {} }];
const signedInAdmin: [number, unknown] = [
  200,
  { token: adminToken, admin: { id: "sywbhecnh46rhm0", email: "test@example.com", avatar: 0 } },
];

const admins: Route = (method, path, { signedIn, body }) => {
  if (method === "POST" && path === "/api/admins/auth-with-password") {
    if (!body.identity || !body.password) return blankCredentials;
    return body.password === FAKE_ADMIN_PASSWORD ? signedInAdmin : wrongPassword;
  }
  if (method === "POST" && path === "/api/admins/auth-refresh") return signedIn ? signedInAdmin : adminsOnly;
  return null;
};
const requestLogs: Route = (method, path, { signedIn }) => {
  if (method !== "GET" || !/^\/api\/logs\/requests(\/[^/]+)?$/.test(path)) return null;
  if (!signedIn) return adminsOnly;
  return path === "/api/logs/requests/stats" ? [200, []] : null;
};
const backups: Route = (method, path, { signedIn }) => {
  if (method !== "GET" || path !== "/api/backups") return null;
  return signedIn ? [200, []] : adminsOnly;
};
const logs: Route = (method, path) =>
  method === "GET" && /^\/api\/logs(\/[^/]+)?$/.test(path) ? adminsOnly : null;
const superuserMethods = { password: { enabled: true }, otp: { enabled: false }, mfa: { enabled: false } };
const superusers: Route = (method, path) => {
  if (method === "GET" && path === "/api/collections/_superusers/auth-methods")
    return [200, superuserMethods];
  return method === "POST" && path === "/api/collections/_superusers/auth-with-password"
    ? blankCredentials
    : null;
};

const ROUTES: Record<FakeGeneration, Route[]> = {
  "v0.18": [admins, requestLogs],
  "v0.22": [admins, logs, backups],
  "v0.22-public": [admins, logs, backups],
  "v0.23": [superusers, logs],
  broken: [() => [500, { code: 500, message: "Broken.", data: {} }]],
};

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

function parseBody(chunks: Buffer[]): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString() || "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Starts a fake server of `generation` on a free port of 127.0.0.1. */
export async function startFakePocketBase(generation: FakeGeneration): Promise<FakePocketBase> {
  const seen: string[] = [];
  const guests: string[] = [];
  const server = createServer(async (req, res) => {
    const method = req.method ?? "GET";
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    seen.push(`${method} ${path}`);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const asked: Asked = { signedIn: Boolean(req.headers.authorization), body: parseBody(chunks) };
    if (!asked.signedIn) guests.push(`${method} ${path}`);
    if (method === "GET" && path === "/api/health") {
      // v0.18–v0.22 tell everyone whether a backup may start; v0.23+ only its superusers
      const canBackup = generation !== "v0.23" || asked.signedIn;
      if (generation === "broken") return answer(res, 200, { code: 200, message: "Healthy." });
      return answer(res, 200, { code: 200, message: "Healthy.", data: canBackup ? { canBackup: true } : {} });
    }
    for (const route of ROUTES[generation]) {
      const found = route(method, path, asked);
      if (found) return answer(res, ...found);
    }
    if (generation === "v0.22-public" && method === "GET") {
      return res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><h1>My app</h1>");
    }
    answer(res, 404, { code: 404, message: "Not found.", data: {} });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => [...seen],
    guestRequests: () => [...guests],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
