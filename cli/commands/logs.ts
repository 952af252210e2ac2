/**
 * @module `pbdeck logs [--filter F] [--since 1h] [--level warn] [--follow]`: logs, one line (or JSON
 * object) each, through the logs adapter of the server's generation (request logs up to v0.19,
 * generic logs with a level, a message and data from v0.20).
 */
import type { LogEntry, LogsApi } from "../../shared/client/generations/logs-api.ts";
import { logLevelName, minLevelFilter, parseLogLevel } from "../../shared/logs/log-levels.ts";
import { joinFilters, logsTextToFilter, timeRangeFilter } from "../../shared/logs/logs-query.ts";
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
  level?: string;
  admins?: boolean;
  follow?: boolean;
  json?: boolean;
}

const POLL_MS = 1000;
const PAGE = 200;

/**
 * A request as `created METHOD status url time ip auth`, the status coloured by class on a terminal;
 * a v0.20+ entry that is not a request as `created LEVEL message {data}`.
 */
export function logLine(log: LogEntry, colour: boolean): string {
  if (log.level !== undefined && log.method === "") {
    const level = logLevelName(log.level);
    const tint = log.level >= 8 ? "red" : log.level >= 4 ? "yellow" : "dim";
    const data = log.data && Object.keys(log.data).length > 0 ? ` ${JSON.stringify(log.data)}` : "";
    return `${log.created} ${paint(tint, level.padEnd(6), colour)} ${log.message ?? ""}${data}`;
  }
  const status = String(log.status);
  const tint = log.status >= 500 ? "red" : log.status >= 400 ? "yellow" : "green";
  const exec = log.meta?.execTime;
  // v0.20+ measure in fractions of a millisecond: three decimals are plenty
  const time = typeof exec === "number" ? ` ${Number(exec.toFixed(3))}ms` : "";
  const ip = log.userIp || log.remoteIp;
  return `${log.created} ${log.method.padEnd(6)} ${paint(tint, status, colour)} ${log.url}${time} ${ip} ${log.auth}`;
}

/** The `--level` as a number, validated up front (null without the option). */
function levelOption(opts: LogsOptions): number | null {
  if (opts.level === undefined) return null;
  const level = parseLogLevel(opts.level);
  if (level === null) {
    throw new CliError(`invalid --level "${opts.level}": debug, info, warn, error or a number (-4, 0, 4, 8)`);
  }
  return level;
}

function baseFilter(opts: LogsOptions, logs: LogsApi, since: number | null, level: number | null): string {
  return joinFilters(
    // this command's own requests are an admin's: left out unless asked for
    opts.admins ? "" : logs.noAdminsFilter,
    since === null ? "" : timeRangeFilter({ from: Date.now() - since, to: null }, new Date()),
    level === null ? "" : minLevelFilter(level),
    logsTextToFilter(opts.filter ?? ""),
  );
}

async function page(target: Target, filter: string, limit: number): Promise<LogEntry[]> {
  const rows = await apiCall("reading the logs", () =>
    target.api.logs.list(1, limit, { filter, requestKey: null }),
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

/** Prints the last --limit matching entries, then with --follow new ones until interrupted. */
export async function run(_args: string[], opts: LogsOptions): Promise<void> {
  const limit = Number(opts.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
    throw new CliError(`invalid --limit "${opts.limit}": a whole number from 1 to 500`);
  }
  const level = levelOption(opts);
  const since = opts.since ? parseDuration(opts.since) : null;
  const colour = colourOn(process.stdout);
  const print = (log: LogEntry) => (opts.json ? out(JSON.stringify(log)) : out(logLine(log, colour)));
  await withTarget(opts, async (target) => {
    if (level !== null && !target.api.logs.hasLevels) {
      throw new CliError(
        `--level needs PocketBase v0.20 or newer: ${target.label} keeps request logs, which have no level`,
      );
    }
    const filter = baseFilter(opts, target.api.logs, since, level);
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
