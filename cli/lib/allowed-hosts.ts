/**
 * @module Which Host headers the local server answers. A browser sends the name it resolved, so a
 * page whose domain is re-pointed at this machine (DNS rebinding) arrives with its own name: only
 * names that cannot be re-pointed (loopback, the machine's own addresses) and names the person
 * listed are served, as Vite's `server.allowedHosts` does.
 */

import { isIP } from "node:net";
import { hostname, networkInterfaces } from "node:os";
import { CliError } from "./cli-error.ts";
import { isLoopbackHost } from "./http-address.ts";

/** Whether a Host header (`name`, `name:port`, `[v6]:port`) may be served. */
export type HostCheck = (hostHeader: string) => boolean;

/**
 * Parses `--allowed-hosts` values (comma-separated, repeatable): names like `pb.example.com`, or
 * `.example.com` for a domain and all its subdomains. @throws CliError on anything else
 */
export function parseAllowedHosts(values: string[]): string[] {
  const names: string[] = [];
  for (const raw of values.flatMap((value) => value.split(","))) {
    const name = raw.trim().toLowerCase();
    if (name === "") continue;
    if (!/^\.?[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$/.test(name)) {
      throw new CliError(
        `invalid --allowed-hosts name "${raw.trim()}": expected a host name such as pb.example.com, or .example.com for its subdomains too`,
      );
    }
    names.push(name);
  }
  return names;
}

/** The name part of a Host header, lower-cased, without port or IPv6 brackets; null when malformed. */
export function hostNameOf(hostHeader: string): string | null {
  const match = /^(?:\[([0-9a-f:.]+)\]|([^:[\]\s]+))(?::\d{1,5})?$/i.exec(hostHeader.trim());
  if (!match) return null;
  const name = (match[1] ?? match[2] ?? "").toLowerCase();
  // a fully qualified name may end with a dot
  return name.endsWith(".") && !match[1] ? name.slice(0, -1) : name;
}

/** This machine's own addresses and name, served when pbdeck listens beyond loopback. */
function machineNames(): string[] {
  const addresses = Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .map((entry) => entry.address.toLowerCase().replace(/%.*$/, ""));
  const name = hostname().toLowerCase();
  return [...addresses, name, `${name}.local`];
}

/**
 * The check for a server bound to `boundHost`: loopback names always; the bound address itself, and
 * for a wildcard or non-loopback bind the machine's own addresses and name; plus `extra` (from
 * `--allowed-hosts` and the profile).
 */
export function hostCheckFor(boundHost: string, extra: string[]): HostCheck {
  const exact = new Set<string>([boundHost.toLowerCase()]);
  const suffixes: string[] = [];
  if (!isLoopbackHost(boundHost)) for (const name of machineNames()) exact.add(name);
  for (const name of extra) {
    if (name.startsWith(".")) suffixes.push(name);
    else exact.add(name);
  }
  return function hostAllowed(hostHeader) {
    const name = hostNameOf(hostHeader);
    if (name === null) return false;
    // loopback cannot be re-pointed at another machine, so it is always safe
    if (isLoopbackHost(name) || exact.has(name)) return true;
    if (suffixes.some((suffix) => name === suffix.slice(1) || name.endsWith(suffix))) return true;
    // an IPv4-mapped address of an allowed one
    return isIP(name) === 6 && name.startsWith("::ffff:") && exact.has(name.slice(7));
  };
}
