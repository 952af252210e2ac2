import { expect, test } from "vitest";
import { consoleUrl } from "../../../cli/lib/console-url.ts";

test("the console, the installer (as PocketBase opens it) and the demo sign-in", () => {
  const base = "http://127.0.0.1:8090";
  expect(consoleUrl(base, { kind: "console" })).toBe("http://127.0.0.1:8090/_/");
  // the token rides in the hash, which browsers never send to a server
  expect(consoleUrl(base, { kind: "installer", token: "t0k-en_1" })).toBe(
    "http://127.0.0.1:8090/_/?installer#/?token=t0k-en_1",
  );
  expect(
    consoleUrl(base, { kind: "demo-login", email: "a+b@x.dev", password: "p&q=1 2", collection: "posts" }),
  ).toBe(
    "http://127.0.0.1:8090/_/#/login?demoEmail=a%2Bb%40x.dev&demoPassword=p%26q%3D1+2&demoCollection=posts",
  );
});
