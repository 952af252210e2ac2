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
  "(?<!x)y",
  "^(a)\\1$", // backreference
  "^a*+$", // possessive
  "^(?>ab)c$", // atomic group
  "^(?P<word>[a-z]+)$", // Go's named group
  "^(?<word>[a-z]+)$", // the same without the P (Go 1.22+)
  "(?P<a>x)(?P<a>y)", // a name twice: Go takes it (re2js alone refuses it)
  "(?<a>x)(?P<a>y)(?<a>z)(?P<a_2>w)",
  "[(?P<a>]x(?P<a>y)(?P<a>z)",
  "\\Q(?P<a>\\E(?P<a>x)(?P<a>y)",
  "(?P<a>x)(?P<a>y)[",
  "(?P<1a>x)",
  "(?i)^hello$", // Go's leading flags
  "a(?i)b", // flags mid-pattern: Go takes them, JavaScript does not
  "(?i:a)b",
  "(?s).", // flags s, m, U
  "(?m)^a$",
  "(?U)a+",
  "(?x)a", // not a Go flag
  "(?-i)a",
  "(?i-)a",
  "^\\d{3}-\\d{4}$",
  "[",
  "]",
  "a(b(c)",
  "a)",
  "x{2,1}",
  "a{1000}",
  "a{1001}", // Go's limit: repeat counts up to 1000
  "a{2,1001}",
  "(a{500}){3}", // nested repeats past 1000 in all
  "a{,3}", // a literal in Go
  "a{3",
  "^[\\]a]+$",
  "^\\12$", // octal in Go
  "\\8",
  "\\Z",
  "\\z",
  "\\A",
  "\\Qa.b\\E",
  "\\pL",
  "\\p{Greek}",
  "\\p{Nope}",
  "\\PL",
  "[[:alpha:]]",
  "[[:nope:]]",
  "[z-a]",
  "[a-\\d]",
  "\\x{41}",
  "\\x{110000}",
  "\\u0041", // JavaScript's escape
  "\\k<n>",
  "\\cA",
  "\\b\\B",
  "a**",
  "a??",
  "*a",
  "+",
  "?",
  "a|*",
  "()",
  "(?:)",
  "(?",
  "(?P<n>",
  "(?P=n)",
  "\\",
  "x\\",
  "[^\\x00-\\x{10FFFF}]",
  "^$",
  "\\.\\*\\+\\?",
  ".{0}",
  `${"(".repeat(1001)}a${")".repeat(1001)}`, // nesting past Go's limit
  `${"(".repeat(999)}a${")".repeat(999)}`,
  "((a{1000}){1000}){1000}", // past Go's size limit
  "(?:a{100}){100}",
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

/** Creates a collection whose text field has `pattern`: the status and the pattern's error (code and message). */
async function createWith(
  pb: PocketBase,
  name: string,
  pattern: string,
): Promise<[number, { code: string; message: string } | undefined]> {
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
  const differences: unknown[] = [];
  for (const [i, pattern] of patterns.entries()) {
    const name = `pattern${i}`;
    const [mine, oracle] = await Promise.all([
      createWith(ours, name, pattern),
      createWith(theirs, name, pattern),
    ]);
    // the shared checker (the console's too) says what Go says, word for word (PocketBase makes it a sentence)
    const goText = oracle[1] ? oracle[1].message[0].toLowerCase() + oracle[1].message.slice(1, -1) : null;
    const checked = goRegexpProblem(pattern);
    if (JSON.stringify(mine) !== JSON.stringify(oracle) || checked !== goText)
      differences.push({ pattern, pbdeck: mine, checker: checked, pocketbase: oracle });
  }
  expect(differences).toEqual([]);
});

test.each([
  ["greetings", "(?i)^hello (?P<who>[a-z]+)$", ["HELLO world", "hello there", "hi world", "Hello 42"]],
  ["midflags", "a(?i)b", ["ab", "aB", "xaBy", "AB", "Ab"]],
  ["counted", "^(ab){2,3}$", ["abab", "ababab", "ab", "abababab"]],
  ["classes", "^[[:upper:]]\\pL+\\z", ["Ana", "ana", "Ana\n", "Éva", "A1"]],
])("records of %s are matched against %s as PocketBase matches them", async (name, pattern, values) => {
  const [ours, theirs] = await Promise.all([adminClient(embedded.url), adminClient(real.url)]);
  for (const pb of [ours, theirs]) {
    await pb.collections.create({
      name,
      type: "base",
      createRule: "",
      schema: [{ name: "value", type: "text", options: { pattern } }],
    });
  }
  for (const value of values) {
    const outcome = async (url: string) => {
      const res = await fetch(`${url}/api/collections/${name}/records`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ value }),
      });
      return res.status;
    };
    expect(await outcome(embedded.url), value).toBe(await outcome(real.url));
  }
});
