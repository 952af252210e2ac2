import { expect, test } from "vitest";
import { displayUrl, parseBackendUrl } from "../../../cli/lib/backend-url.ts";

test("accepts http(s) URLs and drops the trailing slash", () => {
  expect(parseBackendUrl("https://pb.example.com/").href).toBe("https://pb.example.com/");
  expect(displayUrl(parseBackendUrl("https://pb.example.com/"))).toBe("https://pb.example.com");
  expect(displayUrl(parseBackendUrl("http://10.0.0.2:8090/pb/"))).toBe("http://10.0.0.2:8090/pb");
});

test("never prints credentials", () => {
  expect(displayUrl(new URL("https://admin:hunter2@pb.example.com/"))).toBe("https://pb.example.com");
  expect(() => parseBackendUrl("ftp://admin:hunter2@pb.example.com")).toThrow(
    'invalid --backend URL "ftp://pb.example.com": expected http(s)://HOST[:PORT]',
  );
});

test("rejects what is not a server URL", () => {
  expect(() => parseBackendUrl("pb.example.com")).toThrow(/expected http\(s\):\/\/HOST\[:PORT\]$/);
  expect(() => parseBackendUrl("https://pb.example.com/#x")).toThrow(/remove the query and fragment$/);
  expect(() => parseBackendUrl("x", 'profile "p" backend')).toThrow('invalid profile "p" backend URL "x"');
});
