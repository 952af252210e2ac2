import { expect, test } from "vitest";
import { InstallerTokens } from "../../../cli/lib/installer-tokens.ts";

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

test("a token is valid for its lifetime, held by one request at a time, and used up by a created admin", () => {
  const time = clock();
  const tokens = new InstallerTokens(60_000, time.now);
  const { token, renewed } = tokens.current();
  expect(renewed).toBe(false);
  expect(tokens.current().token).toBe(token);
  expect(tokens.claim(undefined)).toBe("missing");
  expect(tokens.claim("another")).toBe("invalid");

  const first = tokens.claim(token);
  if (typeof first === "string") throw new Error(first);
  expect(tokens.claim(token)).toBe("busy");
  // a refused form gives the token back
  first.release();
  const second = tokens.claim(token);
  if (typeof second === "string") throw new Error(second);
  second.consume();
  expect(tokens.claim(token)).toBe("invalid");

  // the next one replaces it, and says so
  const next = tokens.current();
  expect(next.renewed).toBe(true);
  expect(next.token).not.toBe(token);
  time.advance(59_999);
  expect(typeof tokens.claim(next.token)).toBe("object");
});

test("an expired token is refused as expired, and the next current() is a new one", () => {
  const time = clock();
  const tokens = new InstallerTokens(60_000, time.now);
  const { token } = tokens.current();
  time.advance(60_000);
  expect(tokens.claim(token)).toBe("expired");
  const next = tokens.current();
  expect(next.token).not.toBe(token);
  expect(next.renewed).toBe(true);
  expect(tokens.claim(token)).toBe("invalid");
});
