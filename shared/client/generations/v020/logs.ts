/**
 * @module Logs on PocketBase v0.20 and newer: generic logs at /api/logs (`{id, created, level,
 * message, data}`), a request's fields in `data` (`type: "request"`). v0.23 dropped `updated` and
 * `rowid`, spells `userIP`/`remoteIP`, and logs `auth` as the collection name (`_superusers`, or ""
 * for a guest) where v0.20–v0.22 say `admin`, `auth_record` or `guest`. Checked on 0.22.27 and 0.40.6.
 */
import type PocketBase from "pocketbase";
import { type LogFilterDialect, mapLogFilter } from "../../../logs/log-filter-fields.ts";
import { LOGS_NO_ADMINS_FILTER } from "../../../logs/logs-query.ts";
import type { BucketStat } from "../../../logs/logs-stats.ts";
import type { LogsPageOptions } from "../../logs.ts";
import type { LogEntry, LogsApi } from "../logs-api.ts";

/** The two flavours of the generic logs. */
export type GenericLogsFlavour = "v0.20" | "v0.23";

interface Flavour {
  dialect: LogFilterDialect;
  /** Newest first: v0.23 sorts on the hidden row id as `@rowid`. */
  newestFirst: string;
}

const REQUEST_FIELDS = ["url", "method", "status", "auth", "referer", "userAgent", "execTime"];
const inData = (names: string[]) => Object.fromEntries(names.map((name) => [name, `data.${name}`]));

const FLAVOURS: Record<GenericLogsFlavour, Flavour> = {
  "v0.20": {
    dialect: { fields: inData([...REQUEST_FIELDS, "userIp", "remoteIp"]), authValues: {} },
    newestFirst: "-rowid",
  },
  "v0.23": {
    dialect: {
      fields: {
        ...inData(REQUEST_FIELDS),
        userIp: "data.userIP",
        remoteIp: "data.remoteIP",
        updated: "created",
        rowid: "@rowid",
      },
      authValues: { admin: "_superusers", guest: "" },
    },
    newestFirst: "-@rowid",
  },
};

interface StoredLog {
  id: string;
  created: string;
  updated?: string;
  level: number;
  message: string;
  data?: Record<string, unknown> | null;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The keys of a request's data that have a field of their own in the entry. */
const ENTRY_KEYS = new Set([
  ...REQUEST_FIELDS,
  "type",
  "userIp",
  "userIP",
  "remoteIp",
  "remoteIP",
  "error",
  "details",
]);

/** A stored log in the one entry shape (a request's fields read from `data`). */
function toEntry(log: StoredLog): LogEntry {
  const data = log.data ?? {};
  const meta: Record<string, unknown> = {};
  if (typeof data.execTime === "number") meta.execTime = data.execTime;
  if (data.error) meta.errorMessage = data.error;
  if (data.details) meta.errorDetails = data.details;
  // what else a request logged (v0.23's authId and custom meta) stays in sight as meta
  if (data.type === "request")
    for (const [key, value] of Object.entries(data)) if (!ENTRY_KEYS.has(key)) meta[key] = value;
  const auth = text(data.auth);
  return {
    id: log.id,
    created: log.created,
    updated: log.updated ?? log.created,
    url: text(data.url),
    method: text(data.method),
    status: typeof data.status === "number" ? data.status : 0,
    // v0.23 logs a guest as ""; today's output says guest
    auth: auth === "" && data.type === "request" ? "guest" : auth,
    userIp: text(data.userIp ?? data.userIP),
    remoteIp: text(data.remoteIp ?? data.remoteIP),
    referer: text(data.referer),
    userAgent: text(data.userAgent),
    meta,
    level: log.level,
    message: log.message,
    data,
  };
}

/** The query without unset options (no empty `filter=` or `fields=` sent). */
function query(extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(extra)) if (value !== undefined && value !== "") out[key] = value;
  return out;
}

interface ListResult {
  totalItems: number;
  items: StoredLog[];
}

/** The generic logs of a v0.20+ server (`flavour` v0.23 for v0.23 and newer). */
export function genericLogs(pb: PocketBase, flavour: GenericLogsFlavour): LogsApi {
  const { dialect, newestFirst } = FLAVOURS[flavour];
  const filterOf = (filter: string | undefined) => mapLogFilter(filter ?? "", dialect);
  const send = <T>(path: string, params: Record<string, unknown>, requestKey?: string | null) =>
    pb.send<T>(path, { method: "GET", query: query(params), requestKey });
  const list = (
    page: number,
    perPage: number,
    opts: LogsPageOptions & { fields?: string; skipTotal?: boolean },
  ) =>
    send<ListResult>(
      "/api/logs",
      {
        page,
        perPage,
        filter: filterOf(opts.filter),
        sort: opts.sort ? filterOf(opts.sort) : newestFirst,
        fields: opts.fields,
        skipTotal: opts.skipTotal ? 1 : undefined,
      },
      opts.requestKey,
    );
  return {
    hasLevels: true,
    noAdminsFilter: LOGS_NO_ADMINS_FILTER,
    list: async (page, perPage, opts = {}) =>
      (await list(page, perPage, { ...opts, skipTotal: true })).items.map(toEntry),
    count: async (filter, requestKey) => (await list(1, 1, { filter, requestKey, fields: "id" })).totalItems,
    bucketStats: (filter, _bucketMs, requestKey) =>
      // PocketBase counts per hour only (and never the errors apart): the chart copes (logs-chart.ts)
      send<BucketStat[]>("/api/logs/stats", { filter: filterOf(filter) }, requestKey),
    times: async (filter, max, requestKey) => {
      const result = await list(1, max, { filter, requestKey, fields: "created,data" });
      const items = result.items.map((log) => ({ created: log.created, status: toEntry(log).status }));
      return { items, complete: result.totalItems <= items.length };
    },
    get: async (id) => toEntry(await pb.send<StoredLog>(`/api/logs/${encodeURIComponent(id)}`, {})),
  };
}
