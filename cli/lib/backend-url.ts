/** @module The --backend URL option: validation and a printable form without credentials. */
import { CliError } from "./cli-error.ts";

/** Parses the URL of a remote PocketBase-compatible server. @throws CliError when malformed */
export function parseBackendUrl(value: string, optionName = "--backend"): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CliError(`invalid ${optionName} URL "${value}": expected http(s)://HOST[:PORT]`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) {
    throw new CliError(`invalid ${optionName} URL "${displayUrl(url)}": expected http(s)://HOST[:PORT]`);
  }
  if (url.search || url.hash) {
    throw new CliError(`invalid ${optionName} URL "${displayUrl(url)}": remove the query and fragment`);
  }
  // the proxy appends /api/...; a trailing slash would double it
  url.pathname = url.pathname.replace(/\/+$/, "") || "/";
  return url;
}

/** The URL without user name and password, without the trailing slash: safe to print. */
export function displayUrl(url: URL): string {
  const copy = new URL(url.href);
  copy.username = "";
  copy.password = "";
  return copy.href.replace(/\/$/, "");
}
