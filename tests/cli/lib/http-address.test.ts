import { expect, test } from "vitest";
import {
  exposureWarning,
  isLoopbackHost,
  localBaseUrl,
  parseHttpAddress,
} from "../../../cli/lib/http-address.ts";

test("parses HOST:PORT, [IPv6]:PORT and :PORT", () => {
  expect(parseHttpAddress("127.0.0.1:8090")).toEqual({ host: "127.0.0.1", port: 8090 });
  expect(parseHttpAddress("[::1]:80")).toEqual({ host: "::1", port: 80 });
  expect(parseHttpAddress(":9000")).toEqual({ host: "127.0.0.1", port: 9000 });
  expect(parseHttpAddress("localhost:0")).toEqual({ host: "localhost", port: 0 });
});

test("rejects malformed addresses with one readable message", () => {
  for (const bad of ["8090", "localhost", "127.0.0.1:", "127.0.0.1:65536", "[nope]:80", "a b:80", "::1:80"]) {
    expect(() => parseHttpAddress(bad)).toThrow(/^invalid --http address "/);
  }
});

test("loopback means 127.0.0.0/8, ::1 and localhost", () => {
  for (const host of [
    "127.0.0.1",
    "127.1.2.3",
    "::1",
    "localhost",
    "LOCALHOST",
    "app.localhost",
    "::ffff:127.0.0.1",
  ]) {
    expect(isLoopbackHost(host)).toBe(true);
  }
  for (const host of ["0.0.0.0", "::", "192.168.1.10", "10.0.0.1", "example.com", "128.0.0.1"]) {
    expect(isLoopbackHost(host)).toBe(false);
  }
});

test("binding beyond loopback gets a warning naming the risk", () => {
  expect(exposureWarning({ host: "127.0.0.1", port: 8090 })).toBeNull();
  expect(exposureWarning({ host: "0.0.0.0", port: 8090 })).toBe(
    "warning: listening on 0.0.0.0:8090: anyone on the network can reach the console and the admin API",
  );
  expect(exposureWarning({ host: "::", port: 80 })).toBe(
    "warning: listening on [::]:80: anyone on the network can reach the console and the admin API",
  );
});

test("wildcard binds are opened through loopback", () => {
  expect(localBaseUrl("0.0.0.0", 8090)).toBe("http://127.0.0.1:8090");
  expect(localBaseUrl("::", 8090)).toBe("http://[::1]:8090");
  expect(localBaseUrl("::1", 1)).toBe("http://[::1]:1");
  expect(localBaseUrl("localhost", 2)).toBe("http://localhost:2");
});
