/**
 * The v0.20+ logs adapter's stats in time slices, on the real PocketBase 0.40.6 (a fresh pb_data) and
 * 0.22.27 (a fixture copy): a few thousand logs over three days written into the server's logs
 * database, the sliced answer equal to the server's own single answer to the same filter, and a newer
 * call under the same key cancelling every request of the older one.
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { type GenericLogsFlavour, genericLogs } from "../../../shared/client/generations/v020/logs.ts";
import { formatDateTime } from "../../../shared/dates.ts";
import { LOGS_NO_ADMINS_FILTER } from "../../../shared/logs/logs-query.ts";
import { HOURLY } from "../../../shared/logs/logs-stats.ts";
import { STATS_SLICES } from "../../../shared/logs/stats-slices.ts";
import { copyFixture, emptyDataDir } from "../../helpers/pbdeck-process.ts";
import {
  type PocketBaseName,
  type PocketBaseProcess,
  pocketBaseBinary,
  startPocketBase,
  upsertSuperuser,
} from "../../helpers/pocketbase-server.ts";

const ADMIN = { email: "test@example.com", password: "1234567890" };
const HOUR = 3_600_000;
const LOGS = 3000;

interface ServerCase {
  server: PocketBaseName;
  version: string;
  flavour: GenericLogsFlavour;
  /** Where the server keeps `_logs`, and whether the table has v0.20–v0.22's `updated`. */
  logsDb: string;
  updated: boolean;
  /** How the server spells an admin in `data.auth`, and its filter without admins. */
  admin: string;
  noAdmins: string;
  authPath: string;
}

const CASES: ServerCase[] = [
  {
    server: "newest",
    version: "0.40.6",
    flavour: "v0.23",
    logsDb: "auxiliary.db",
    updated: false,
    admin: "_superusers",
    noAdmins: 'data.auth != "_superusers"',
    authPath: "/api/collections/_superusers/auth-with-password",
  },
  {
    server: "v0.22",
    version: "0.22.27",
    flavour: "v0.20",
    logsDb: "logs.db",
    updated: true,
    admin: "admin",
    noAdmins: 'data.auth != "admin"',
    authPath: "/api/admins/auth-with-password",
  },
];

/** Writes LOGS requests, evenly from `from` to `to`, one in 3 by an admin, one in 20 failed. */
function writeLogs(gen: ServerCase, dataDir: string, from: number, to: number): void {
  const db = new DatabaseSync(join(dataDir, gen.logsDb), { timeout: 10_000 });
  const columns = gen.updated
    ? "id, level, message, data, created, updated"
    : "id, level, message, data, created";
  const insert = db.prepare(
    `INSERT INTO _logs (${columns}) VALUES (?, ?, ?, ?, ?${gen.updated ? ", ?" : ""})`,
  );
  db.exec("BEGIN");
  for (let i = 0; i < LOGS; i++) {
    const created = formatDateTime(new Date(from + Math.floor((i / LOGS) * (to - from))));
    const status = i % 20 === 0 ? 500 : 200;
    const data = {
      type: "request",
      method: "GET",
      url: `/api/x?i=${i}`,
      status,
      auth: i % 3 ? "" : gen.admin,
    };
    const values = [
      `t${i.toString(36).padStart(14, "0")}`,
      status >= 400 ? 8 : 0,
      "GET",
      JSON.stringify(data),
    ];
    insert.run(...values, created, ...(gen.updated ? [created] : []));
  }
  db.exec("COMMIT");
  db.close();
}

describe.each(CASES)("PocketBase $version", (gen) => {
  let data: { dir: string; cleanup(): void } | undefined;
  let server: PocketBaseProcess | undefined;
  let pb: PocketBase;
  // three days of logs, ending an hour before the test, off the hour on both ends
  const to = Math.floor(Date.now() / HOUR) * HOUR - HOUR + 17 * 60_000;
  const from = to - 3 * 24 * HOUR + 23 * 60_000;
  const bounds = `created >= "${formatDateTime(new Date(from - 5 * HOUR))}" && created < "${formatDateTime(new Date(to + 1))}"`;

  beforeAll(async () => {
    const fresh = gen.server === "newest";
    data = fresh ? emptyDataDir() : copyFixture();
    // v0.23+'s superuser command creates the databases; v0.22 makes logs.db when it starts
    if (fresh) upsertSuperuser(pocketBaseBinary(gen.server), data.dir, ADMIN.email, ADMIN.password);
    if (fresh) writeLogs(gen, data.dir, from, to);
    server = await startPocketBase(gen.server, data.dir);
    if (!fresh) writeLogs(gen, data.dir, from, to);
    pb = new PocketBase(server.url);
    const { token } = await pb.send<{ token: string }>(gen.authPath, {
      method: "POST",
      body: { identity: ADMIN.email, password: ADMIN.password },
      requestKey: null,
    });
    pb.authStore.save(token, null);
  });
  afterAll(async () => {
    if (server) expect(await server.stop(), server.output()).toBe(0);
    data?.cleanup();
  });

  test("the sliced stats equal the server's single answer, hour for hour", async () => {
    const send = vi.spyOn(pb, "send");
    const sliced = await genericLogs(pb, gen.flavour).bucketStats(
      `${bounds} && ${LOGS_NO_ADMINS_FILTER}`,
      HOURLY,
      "sliced",
    );
    const statsFilters = send.mock.calls
      .filter(([path]) => path === "/api/logs/stats")
      .map(([, options]) => String(options?.query?.filter));
    send.mockRestore();
    const whole = await pb.send<Array<{ total: number; date: string }>>("/api/logs/stats", {
      query: { filter: `${bounds} && ${gen.noAdmins}` },
      requestKey: null,
    });
    // the server's own answer holds the written logs, two in 3 of them
    expect(whole.reduce((sum, stat) => sum + stat.total, 0)).toBe(LOGS - Math.ceil(LOGS / 3));
    expect(whole.length).toBeGreaterThanOrEqual(72);
    expect(statsFilters).toHaveLength(STATS_SLICES);
    for (const filter of statsFilters) expect(filter).toMatch(/^\(created [<>]=? "[^"]+:00:00\.000Z"/);
    expect(sliced).toEqual(whole);
  });

  test("errors only (a second filter through the same stats) and a filter nothing matches", async () => {
    const logs = genericLogs(pb, gen.flavour);
    const errors = await logs.bucketStats(`${bounds} && status >= 500`, HOURLY, null);
    const whole = await pb.send<Array<{ total: number; date: string }>>("/api/logs/stats", {
      query: { filter: `${bounds} && data.status >= 500` },
      requestKey: null,
    });
    expect(errors).toEqual(whole);
    expect(errors.reduce((sum, stat) => sum + stat.total, 0)).toBe(LOGS / 20);
    expect(await logs.bucketStats(`${bounds} && status = 418`, HOURLY, null)).toEqual([]);
  });

  test("a newer call under the same key cancels the older one's requests", async () => {
    const logs = genericLogs(pb, gen.flavour);
    const filter = `${bounds} && ${LOGS_NO_ADMINS_FILTER}`;
    const older = logs.bucketStats(filter, HOURLY, "chart");
    const newer = logs.bucketStats(filter, HOURLY, "chart");
    await expect(older).rejects.toMatchObject({ isAbort: true });
    expect((await newer).reduce((sum, stat) => sum + stat.total, 0)).toBe(LOGS - Math.ceil(LOGS / 3));
  });
});
