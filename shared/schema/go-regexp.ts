/**
 * @module Field patterns in the dialect PocketBase checks them in: Go's regular expressions (RE2),
 * through re2js, a port of RE2 that parses, refuses (with Go's own error texts) and matches as Go's
 * `regexp` package does. JavaScript's RegExp differs both ways (lookarounds, backreferences, `(?i)`
 * mid-pattern, repeat counts over 1000), so it is never used for a field pattern.
 * The console loads this module on demand (re2js is large): see web/src/lib/collections/use-pattern-problem.ts.
 */
import { RE2JS, RE2JSSyntaxException } from "re2js";

/** A compiled Go pattern: `test` says whether it matches anywhere in a text, as Go's `MatchString`. */
export interface GoRegexp {
  test(text: string): boolean;
}

/**
 * Why Go would refuse `pattern`, in Go's words ("error parsing regexp: …"), or null when it compiles.
 * @throws only what re2js throws besides a syntax error (a bug there, never bad input)
 * @example goRegexpProblem("a{1001}") // "error parsing regexp: invalid repeat count: `{1001}`"
 */
export function goRegexpProblem(pattern: string): string | null {
  try {
    RE2JS.compile(pattern);
    return null;
  } catch (err) {
    if (err instanceof RE2JSSyntaxException) return err.message;
    throw err;
  }
}

const compiledCache = new Map<string, GoRegexp | null>();
const CACHE_SIZE = 200; // a schema has few patterns; records are checked against the same ones over and over

/**
 * `pattern` compiled as Go compiles it, or null when Go refuses it (kept for the next call).
 * @example compileGoRegexp("a(?i)b")?.test("aB") // true
 */
export function compileGoRegexp(pattern: string): GoRegexp | null {
  const cached = compiledCache.get(pattern);
  if (cached !== undefined) return cached;
  let compiled: GoRegexp | null = null;
  try {
    const re = RE2JS.compile(pattern);
    compiled = { test: (text) => re.test(text) };
  } catch (err) {
    if (!(err instanceof RE2JSSyntaxException)) throw err;
  }
  if (compiledCache.size >= CACHE_SIZE) compiledCache.clear();
  compiledCache.set(pattern, compiled);
  return compiled;
}
