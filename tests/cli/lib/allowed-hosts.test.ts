import { hostname, networkInterfaces } from "node:os";
import { expect, test } from "vitest";
import { hostCheckFor, hostNameOf, parseAllowedHosts } from "../../../cli/lib/allowed-hosts.ts";

const ownAddresses = Object.values(networkInterfaces())
  .flatMap((list) => list ?? [])
  .map((entry) => entry.address);

test("the Host header's name, without port or brackets", () => {
  expect(hostNameOf("LocalHost:8090")).toBe("localhost");
  expect(hostNameOf("[::1]:8090")).toBe("::1");
  expect(hostNameOf("pb.example.com.")).toBe("pb.example.com");
  expect(hostNameOf("a b")).toBeNull();
  expect(hostNameOf("")).toBeNull();
});

test("bound to loopback: loopback names only, plus the listed ones", () => {
  const check = hostCheckFor("127.0.0.1", parseAllowedHosts(["pb.example.com", ".corp.example"]));
  for (const host of [
    "127.0.0.1:8090",
    "localhost:8090",
    "[::1]:8090",
    "127.0.0.2",
    "x.localhost",
    "pb.example.com",
    "corp.example",
    "a.corp.example",
  ]) {
    expect(check(host), host).toBe(true);
  }
  for (const host of [
    "evil.example",
    "pb.example.com.evil.example",
    "xcorp.example",
    hostname(),
    "0.0.0.0:8090",
  ]) {
    expect(check(host), host).toBe(false);
  }
});

test("bound to every address: this machine's own addresses and name are served, other names are not", () => {
  const check = hostCheckFor("0.0.0.0", []);
  for (const address of ownAddresses) {
    expect(check(address.includes(":") ? `[${address}]:8090` : `${address}:8090`), address).toBe(true);
  }
  expect(check(`${hostname()}:8090`)).toBe(true);
  expect(check("evil.example:8090")).toBe(false);
  expect(check("203.0.113.9:8090")).toBe(false);
});

test("a name given to --http is served", () => {
  expect(hostCheckFor("devbox.lan", [])("devbox.lan:8090")).toBe(true);
});

test("--allowed-hosts refuses what is not a host name", () => {
  expect(parseAllowedHosts(["a.example, b.example", "c.example"])).toEqual([
    "a.example",
    "b.example",
    "c.example",
  ]);
  expect(() => parseAllowedHosts(["http://a.example"])).toThrow(
    'invalid --allowed-hosts name "http://a.example"',
  );
  expect(() => parseAllowedHosts(["a.example:80"])).toThrow("invalid --allowed-hosts name");
});
