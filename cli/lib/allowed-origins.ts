/**
 * @module Which browser origins may change data through the local server: the console's own (the
 * origin whose host is the request's Host), and those the person lists with `--cors`.
 */
import { CliError } from "./cli-error.ts";

/** Parsed `--cors` values: exact origins, or `*` for every origin. */
export interface CorsOrigins {
  any: boolean;
  origins: string[];
}

/**
 * Parses `--cors` values (comma-separated, repeatable): `https://app.example.com`,
 * `http://localhost:5173`, or `*`. @throws CliError on anything that is not an origin
 */
export function parseCorsOrigins(values: string[]): CorsOrigins {
  const origins: string[] = [];
  let any = false;
  for (const raw of values.flatMap((value) => value.split(","))) {
    const value = raw.trim();
    if (value === "") continue;
    if (value === "*") {
      any = true;
      continue;
    }
    origins.push(originOf(value));
  }
  return { any, origins };
}

function originOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    url = new URL("invalid:");
  }
  const bare = url.pathname === "/" || url.pathname === "";
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !bare || url.search || url.hash) {
    throw new CliError(
      `invalid --cors origin "${value}": expected SCHEME://HOST[:PORT] such as https://app.example.com, or *`,
    );
  }
  return url.origin;
}

/** `scheme://host[:port]` of an Origin header, normalised as browsers send it; null for `null` and junk. */
export function normaliseOrigin(header: string): string | null {
  try {
    const url = new URL(header);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** Whether `origin` (normalised) is the page served under `hostHeader`: the same host and port. */
export function isOwnOrigin(origin: string, hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  const url = new URL(origin);
  try {
    return url.host === new URL(`${url.protocol}//${hostHeader}`).host;
  } catch {
    return false;
  }
}
