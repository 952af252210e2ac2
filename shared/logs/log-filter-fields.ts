/**
 * @module A logs filter written with v0.18's request-log fields (`url`, `status`, `auth = "admin"`)
 * rewritten for the generic logs of v0.20+, where a request's fields sit under `data` (`data.url`)
 * and, from v0.23, the IP fields are spelt `userIP`/`remoteIP` and `auth` holds a collection name.
 * Text in quotes is left alone except the value compared with `auth`.
 */

export interface LogFilterDialect {
  /** Identifier renames: `url` → `data.url`. Identifiers not listed are kept (`created`, `level`, `data.x`). */
  fields: Readonly<Record<string, string>>;
  /** Values compared with `auth`, renamed: v0.23 says `_superusers` for v0.18's `admin`. */
  authValues: Readonly<Record<string, string>>;
}

const IDENTIFIER_START = /[A-Za-z_@#]/;
const IDENTIFIER_PART = /[A-Za-z0-9_@#.:]/;

/** The end of a quoted text starting at `start` (past its closing quote). */
function textEnd(filter: string, start: number): number {
  const quote = filter[start];
  let pos = start + 1;
  while (pos < filter.length && filter[pos] !== quote) pos += filter[pos] === "\\" ? 2 : 1;
  return Math.min(pos + 1, filter.length);
}

/**
 * `filter` with the request-log fields renamed for `dialect` (a simple scan, not the full grammar:
 * identifiers outside quotes are renamed by their first segment, modifiers kept).
 * @example mapLogFilter('status >= 400 && auth != "admin"', v023) // 'data.status >= 400 && data.auth != "_superusers"'
 */
export function mapLogFilter(filter: string, dialect: LogFilterDialect): string {
  let out = "";
  let pos = 0;
  // set after `auth` until its compared value (or anything else) is read
  let afterAuth = false;
  while (pos < filter.length) {
    const ch = filter[pos];
    if (ch === "'" || ch === '"') {
      const end = textEnd(filter, pos);
      const text = filter.slice(pos, end);
      const value = text.slice(1, -1);
      const renamed = afterAuth ? dialect.authValues[value] : undefined;
      out += renamed === undefined ? text : `${ch}${renamed}${ch}`;
      afterAuth = false;
      pos = end;
      continue;
    }
    if (IDENTIFIER_START.test(ch)) {
      const start = pos;
      while (pos < filter.length && IDENTIFIER_PART.test(filter[pos])) pos++;
      const word = filter.slice(start, pos);
      const [name, ...modifiers] = word.split(":");
      const renamed = dialect.fields[name];
      out += renamed === undefined ? word : [renamed, ...modifiers].join(":");
      afterAuth = name === "auth";
      continue;
    }
    // digits of a number are never an identifier
    if (/[0-9]/.test(ch)) {
      const start = pos;
      while (pos < filter.length && /[0-9.]/.test(filter[pos])) pos++;
      out += filter.slice(start, pos);
      afterAuth = false;
      continue;
    }
    out += ch;
    pos++;
  }
  return out;
}
