/**
 * @module Field patterns in the dialect PocketBase checks them in: Go's regular expressions (RE2).
 * JavaScript's RegExp takes things Go refuses (lookarounds, backreferences, possessive quantifiers) and
 * refuses some Go spellings (`(?P<name>…)`, a leading `(?i)`), so a pattern is checked against Go's
 * rules first, then run as the closest JavaScript RegExp.
 */

/** Go's parser words for the constructs it does not support. */
const unsupportedGroups = ["(?=", "(?!", "(?>"];

/** What Go's parser says of the first construct it refuses in `pattern`, or null when it has none. */
function goOnlyProblem(pattern: string): string | null {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") {
      const next = pattern[i + 1] ?? "";
      // a lone \1-\9 is a backreference (Go reads \12 as octal); \k<name>, \u and \c are JavaScript's
      const backreference = /[1-9]/.test(next) && !/[0-7]/.test(pattern[i + 2] ?? "");
      if (backreference || next === "k" || next === "u" || next === "c")
        return `invalid escape sequence: \`\\${next}\``;
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") {
      inClass = true;
      // a "]" right after "[" or "[^" is a literal
      if (pattern[i + 1] === "^") i++;
      if (pattern[i + 1] === "]") i++;
      continue;
    }
    // Go (1.22 and later) reads "(?<" as the start of a named group, so lookbehinds fail as names
    if (pattern.startsWith("(?<=", i) || pattern.startsWith("(?<!", i))
      return `invalid named capture: \`${pattern.slice(i)}\``;
    const group = unsupportedGroups.find((start) => pattern.startsWith(start, i));
    if (group) return `invalid or unsupported Perl syntax: \`${group}\``;
    if ("*+?}".includes(c) && pattern[i + 1] === "+" && i > 0)
      return `invalid nested repetition operator: \`${c}+\``;
  }
  return null;
}

/** `pattern` in JavaScript's spelling: named groups without the P, leading inline flags as flags. */
function jsSpelling(pattern: string): { source: string; flags: string } {
  const leading = /^\(\?([imsU]+)\)/.exec(pattern);
  const flags = (leading?.[1] ?? "").replace(/U/g, "");
  const rest = leading ? pattern.slice(leading[0].length) : pattern;
  return { source: rest.replace(/\(\?P</g, "(?<"), flags: [...new Set(flags)].join("") };
}

/**
 * Why Go would refuse `pattern` (as "error parsing regexp: …"), or null when it compiles.
 * @example goRegexpProblem("^(?=a)") // "error parsing regexp: invalid or unsupported Perl syntax: `(?=`"
 */
export function goRegexpProblem(pattern: string): string | null {
  const goOnly = goOnlyProblem(pattern);
  if (goOnly) return `error parsing regexp: ${goOnly}`;
  return compileGoRegexp(pattern) ? null : `error parsing regexp: ${syntaxProblem(pattern)}`;
}

/** Go's words for the usual syntax mistakes (an unclosed class quoted from where it opens, a group whole). */
function syntaxProblem(pattern: string): string {
  const bracket = pattern.lastIndexOf("[");
  if (bracket >= 0 && !pattern.slice(bracket + 1).includes("]"))
    return `missing closing ]: \`${pattern.slice(bracket)}\``;
  const depth = [...pattern.replace(/\\./g, "")].reduce(
    (n, c) => n + (c === "(" ? 1 : c === ")" ? -1 : 0),
    0,
  );
  if (depth > 0) return `missing closing ): \`${pattern}\``;
  const repeat = /\{(\d+),(\d+)\}/.exec(pattern);
  if (repeat && Number(repeat[1]) > Number(repeat[2])) return `invalid repeat count: \`${repeat[0]}\``;
  return "invalid syntax";
}

/** The JavaScript RegExp that matches as Go's would (unicode mode where it compiles), or null when it does not compile. */
export function compileGoRegexp(pattern: string): RegExp | null {
  if (goOnlyProblem(pattern)) return null;
  const { source, flags } = jsSpelling(pattern);
  for (const mode of ["u", ""]) {
    try {
      return new RegExp(source, flags + mode);
    } catch {
      // try without unicode mode
    }
  }
  return null;
}
