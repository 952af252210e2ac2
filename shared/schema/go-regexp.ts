/**
 * @module Field patterns in the dialect PocketBase checks them in: Go's regular expressions (RE2),
 * through re2js, a port of RE2 that parses, refuses and matches as Go's `regexp` package does.
 * JavaScript's RegExp differs both ways (lookarounds, backreferences, `(?i)` mid-pattern, repeat
 * counts over 1000), so it is never used for a field pattern. Where re2js still differs from Go (it
 * refuses a group name used twice, and leaves out an empty quote in its messages) this module
 * answers as Go does. The console loads it on demand (re2js is large): see
 * web/src/lib/collections/use-pattern-problem.ts.
 */
import { RE2JS, RE2JSSyntaxException } from "re2js";

/** A compiled Go pattern: `test` says whether it matches anywhere in a text, as Go's `MatchString`. */
export interface GoRegexp {
  test(text: string): boolean;
}

const DUPLICATE_NAME = "duplicate capture group name";
/** Errors Go reports with the whole pattern quoted (re2js quotes nothing). */
const WHOLE_PATTERN_ERRORS = ["expression nests too deeply", "expression too large"];

/**
 * `pattern` with the second group named `name` renamed to a free name: Go takes a name twice and
 * names do not change what matches. Escapes, `\Q…\E` and character classes are skipped.
 */
function renameSecondGroup(pattern: string, name: string): string {
  let seen = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") {
      if (pattern[i + 1] === "Q") {
        const end = pattern.indexOf("\\E", i + 2);
        i = end < 0 ? pattern.length : end + 1;
      } else i++;
    } else if (inClass) {
      if (c === "[" && pattern[i + 1] === ":") i = Math.max(i, pattern.indexOf(":]", i + 2) + 1);
      else if (c === "]") inClass = false;
    } else if (c === "[") {
      inClass = true;
      if (pattern[i + 1] === "^") i++;
      if (pattern[i + 1] === "]") i++; // a "]" first in a class is a literal
    } else {
      const opening = [`(?P<${name}>`, `(?<${name}>`].find((start) => pattern.startsWith(start, i));
      if (opening && ++seen === 2) {
        let free = 2;
        while (pattern.includes(`<${name}_${free}>`)) free++;
        const renamed = opening.replace(`<${name}>`, `<${name}_${free}>`);
        return pattern.slice(0, i) + renamed + pattern.slice(i + opening.length);
      }
    }
  }
  return pattern;
}

/** Compiles as Go would: the compiled pattern, or Go's error text. */
function compile(pattern: string): { re: RE2JS } | { problem: string } {
  let source = pattern;
  for (;;) {
    try {
      return { re: RE2JS.compile(source) };
    } catch (err) {
      if (!(err instanceof RE2JSSyntaxException)) throw err;
      const description = err.getDescription();
      const quoted = WHOLE_PATTERN_ERRORS.includes(description) ? pattern : (err.getPattern() ?? "");
      const renamed = description === DUPLICATE_NAME ? renameSecondGroup(source, quoted) : source;
      // Go's text always ends with the quoted part, empty or not (syntax.Error.Error)
      if (renamed === source) return { problem: `error parsing regexp: ${description}: \`${quoted}\`` };
      source = renamed;
    }
  }
}

/**
 * Why Go would refuse `pattern`, in Go's words ("error parsing regexp: …"), or null when it compiles.
 * @throws only what re2js throws besides a syntax error (a bug there, never bad input)
 * @example goRegexpProblem("a{1001}") // "error parsing regexp: invalid repeat count: `{1001}`"
 */
export function goRegexpProblem(pattern: string): string | null {
  const compiled = compile(pattern);
  return "problem" in compiled ? compiled.problem : null;
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
  const compiled = compile(pattern);
  const result = "re" in compiled ? { test: (text: string) => compiled.re.test(text) } : null;
  if (compiledCache.size >= CACHE_SIZE) compiledCache.clear();
  compiledCache.set(pattern, result);
  return result;
}
