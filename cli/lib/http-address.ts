/** @module The --http HOST:PORT option: parsing, loopback check and the URL people open. */
import { isIP } from "node:net";
import { CliError } from "./cli-error.ts";

export interface HttpAddress {
  host: string;
  port: number;
}

/** Parses `HOST:PORT` (IPv6 as `[::1]:8090`; an empty host means 127.0.0.1). @throws CliError */
export function parseHttpAddress(value: string): HttpAddress {
  const match = /^(?:\[([^\]]+)\]|([^:[\]\s]*)):(\d{1,5})$/.exec(value);
  const port = match ? Number(match[3]) : Number.NaN;
  if (!match || port > 65535) {
    throw new CliError(`invalid --http address "${value}": expected HOST:PORT, e.g. 127.0.0.1:8090`);
  }
  const host = match[1] ?? (match[2] || "127.0.0.1");
  if (match[1] !== undefined && isIP(host) !== 6) {
    throw new CliError(`invalid --http address "${value}": "${host}" is not an IPv6 address`);
  }
  return { host, port };
}

/** Whether only this machine can reach `host` (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase();
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  if (name === "::1" || name === "0:0:0:0:0:0:0:1") return true;
  if (name.startsWith("::ffff:")) return isLoopbackHost(name.slice(7));
  return isIP(name) === 4 && name.startsWith("127.");
}

/** The warning printed when binding beyond loopback (null when the address is local only). */
export function exposureWarning(address: HttpAddress): string | null {
  if (isLoopbackHost(address.host)) return null;
  const where = `${isIP(address.host) === 6 ? `[${address.host}]` : address.host}:${address.port}`;
  return `warning: listening on ${where}: anyone on the network can reach the console and the admin API`;
}

/** The base URL a browser on this machine uses for a bound address (wildcards become loopback). */
export function localBaseUrl(host: string, port: number): string {
  const reachable = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return `http://${isIP(reachable) === 6 ? `[${reachable}]` : reachable}:${port}`;
}
