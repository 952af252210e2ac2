/**
 * Text field patterns are Go regular expressions: the embedded backend accepts and refuses the same
 * patterns as real PocketBase v0.18.1 (the oracle, run side by side), and records match them alike.
 */
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";
import { goRegexpProblem } from "../../../shared/schema/go-regexp.ts";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";
import { type PocketBaseProcess, startPocketBase } from "../../helpers/pocketbase-server.ts";

const patterns = [
  "^[a-z0-9_]+$",
  "^(?=.*[A-Z]).{8,}$", // lookahead: JavaScript takes it, Go does not
  "^(?!admin).*$",
  "(?<=@)example",
  "^(a)\\1$", // backreference
  "^a*+$", // possessive
  "^(?>ab)c$", // atomic group
  "^(?P<word>[a-z]+)$", // Go's named group
  "(?i)^hello$", // Go's leading flags
  "^\\d{3}-\\d{4}$",
  "[",
  "a(b(c)",
  "x{2,1}",
  "^[\\]a]+$",
  "^\\12$", // octal in Go
];

const data: Array<{ cleanup(): void }> = [];
let embedded: PbdeckProcess;
let real: PocketBaseProcess;

beforeAll(async () => {
  const [a, b] = [copyFixture(), copyFixture()];
  data.push(a, b);
  [embedded, real] = await Promise.all([startPbdeck(a.dir), startPocketBase("v0.18", b.dir)]);
});
afterAll(async () => {
  await Promise.all([embedded?.stop(), real?.stop()]);
  for (const copy of data) copy.cleanup();
});

async function adminClient(url: string): Promise<PocketBase> {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.admins.authWithPassword("test@example.com", "1234567890");
  return pb;
}

/** Creates a collection whose text field has `pattern`: the status and the pattern's error code. */
async function createWith(
  pb: PocketBase,
  name: string,
  pattern: string,
): Promise<[number, string | undefined]> {
  try {
    await pb.collections.create({
      name,
      type: "base",
      createRule: "",
      schema: [{ name: "value", type: "text", options: { pattern } }],
    });
    return [200, undefined];
  } catch (err) {
    if (!(err instanceof ClientResponseError)) throw err;
    return [err.status, err.response.data?.schema?.[0]?.options?.pattern];
  }
}

test("each pattern is accepted or refused as real PocketBase v0.18.1 does", async () => {
  const [ours, theirs] = await Promise.all([adminClient(embedded.url), adminClient(real.url)]);
  for (const [i, pattern] of patterns.entries()) {
    const name = `pattern${i}`;
    const [mine, oracle] = await Promise.all([
      createWith(ours, name, pattern),
      createWith(theirs, name, pattern),
    ]);
    expect(mine, pattern).toEqual(oracle);
    expect(goRegexpProblem(pattern) === null, pattern).toBe(oracle[0] === 200);
  }
});

test("records are matched against a Go-only spelling as PocketBase matches them", async () => {
  const [ours, theirs] = await Promise.all([adminClient(embedded.url), adminClient(real.url)]);
  for (const pb of [ours, theirs]) {
    await pb.collections.create({
      name: "greetings",
      type: "base",
      createRule: "",
      schema: [{ name: "value", type: "text", options: { pattern: "(?i)^hello (?P<who>[a-z]+)$" } }],
    });
  }
  for (const value of ["HELLO world", "hello there", "hi world", "Hello 42"]) {
    const outcome = async (url: string) => {
      const res = await fetch(`${url}/api/collections/greetings/records`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ value }),
      });
      return res.status;
    };
    expect(await outcome(embedded.url), value).toBe(await outcome(real.url));
  }
});
