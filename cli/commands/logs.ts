/** @module `pbdeck logs [--filter F] [--since 1h] [--follow]`: request logs, one line (or JSON object) each. */
import { listRequestLogs, type RequestLog } from "../../shared/client/logs.ts";
import {
  joinFilters,
  LOGS_NO_ADMINS_FILTER,
  logsTextToFilter,
  timeRangeFilter,
} from "../../shared/logs/logs-query.ts";
import { CliError } from "../lib/cli-error.ts";
import type { Target, TargetOptions } from "../lib/connect-target.ts";
import { apiCall } from "../lib/script/api-error.ts";
import { parseDuration } from "../lib/script/duration.ts";
import { colourOn, out, paint } from "../lib/script/output.ts";
import { withTarget } from "../lib/script/with-target.ts";

export interface LogsOptions extends TargetOptions {
  filter?: string;
  since?: string;
  limit: string;
  admins?: boolean;
  follow?: boolean;
  json?: boolean;
}

const POLL_MS = 1000;
const PAGE = 200;

/** `created METHOD status url time ip auth`, the status coloured by class on a terminal. */
export function logLine(log: RequestLog, colour: boolean): string {
  const status = String(log.status);
  const tint = log.status >= 500 ? "red" : log.status >= 400 ? "yellow" : "green";
  const time = typeof log.meta?.execTime === "number" ? ` ${log.meta.execTime}ms` : "";
  const ip = log.userIp || log.remoteIp;
  return `${log.created} ${log.method.padEnd(6)} ${paint(tint, status, colour)} ${log.url}${time} ${ip} ${log.auth}`;
}

function baseFilter(opts: LogsOptions): string {
  const since = opts.since ? parseDuration(opts.since) : null;
  return joinFilters(
    // this command's own requests are an admin's: left out unless asked for
    opts.admins ? "" : LOGS_NO_ADMINS_FILTER,
    since === null ? "" : timeRangeFilter({ from: Date.now() - since, to: null }, new Date()),
    logsTextToFilter(opts.filter ?? ""),
  );
}

async function page(target: Target, filter: string, limit: number): Promise<RequestLog[]> {
  const rows = await apiCall("reading the logs", () =>
    listRequestLogs(target.client.pb, 1, limit, { filter, requestKey: null }),
  );
  // newest first from the API; printed oldest first
  return rows.reverse();
}

function waitOrStop(ms: number, stopped: { value: boolean }): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const stop = () => {
      stopped.value = true;
      clearTimeout(timer);
      resolve();
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
}

/** Prints the last --limit matching requests, then with --follow new ones until interrupted. */
export async function run(_args: string[], opts: LogsOptions): Promise<void> {
  const limit = Number(opts.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
    throw new CliError(`invalid --limit "${opts.limit}": a whole number from 1 to 500`);
  }
  const filter = baseFilter(opts);
  const colour = colourOn(process.stdout);
  const print = (log: RequestLog) => (opts.json ? out(JSON.stringify(log)) : out(logLine(log, colour)));
  await withTarget(opts, async (target) => {
    let rows = await page(target, filter, limit);
    rows.forEach(print);
    if (!opts.follow) return;
    let last = rows.at(-1)?.created ?? "";
    let seen = new Set(rows.filter((r) => r.created === last).map((r) => r.id));
    const stopped = { value: false };
    while (!stopped.value) {
      await waitOrStop(POLL_MS, stopped);
      if (stopped.value) break;
      rows = await page(target, joinFilters(filter, last ? `created >= ${JSON.stringify(last)}` : ""), PAGE);
      for (const row of rows) {
        if (row.created === last && seen.has(row.id)) continue;
        print(row);
        if (row.created !== last) seen = new Set();
        last = row.created;
        seen.add(row.id);
      }
    }
  });
}
