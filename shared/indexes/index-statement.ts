/** @module Parsing and canonical rendering of `CREATE [UNIQUE] INDEX` statements (collection `indexes`). */

/** One indexed column or expression. */
export interface IndexColumn {
  /** Column name (quotes trimmed) or raw expression. */
  name: string;
  /** Collation name, or "". */
  collate: string;
  /** "ASC", "DESC" or "". */
  sort: string;
}

/** The parts of a `CREATE INDEX` statement. */
export interface IndexStatement {
  unique: boolean;
  /** Whether the statement says `IF NOT EXISTS`. */
  optional: boolean;
  schemaName: string;
  indexName: string;
  tableName: string;
  columns: IndexColumn[];
  /** The partial-index condition, or "". */
  where: string;
}

/** Thrown by `parseIndex` for text that is not a valid `CREATE INDEX` statement. */
export class InvalidIndexError extends Error {
  constructor() {
    super("Invalid CREATE INDEX expression.");
  }
}

const trimChars = "`\"'[]\r\n\t\f\v ";
const quotes = "`\"'";
const head = /^\s*create\s+(unique\s+)?index(?:\s+|(?=[`"'[]))(if\s+not\s+exists\s+)?/i;
const columnParts = /^([\s\S]+?)(?:\s+collate\s+(\w+))?(?:\s+(asc|desc))?$/i;

function trimAll(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && trimChars.includes(text[start])) start++;
  while (end > start && trimChars.includes(text[end - 1])) end--;
  return text.slice(start, end);
}

/** Splits on `separator` outside quotes and parentheses; parts are trimmed. */
function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = "";
  let current = "";
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = "";
    } else if (quotes.includes(ch)) {
      quote = ch;
    } else if (ch === "(") {
      depth++;
    } else if (ch === ")" && depth > 0) {
      depth--;
    } else if (ch === separator && depth === 0) {
      parts.push(current.trim());
      current = "";
      continue;
    }
    current += ch;
  }
  parts.push(current.trim());
  return parts;
}

/** Reads one possibly quoted word from `text` at `start`, stopping at whitespace or at `stop` chars. */
function readWord(text: string, start: number, stop: string): number {
  let i = start;
  let quote = "";
  while (i < text.length) {
    const ch = text[i];
    if (quote) {
      if (ch === quote || (quote === "[" && ch === "]")) quote = "";
    } else if (quotes.includes(ch) || ch === "[") {
      quote = ch;
    } else if (/\s/.test(ch) || stop.includes(ch)) {
      break;
    }
    i++;
  }
  return i;
}

/** Index of the `)` closing the `(` at `open`, or -1. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  let quote = "";
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === quote) quote = "";
    } else if (quotes.includes(ch)) {
      quote = ch;
    } else if (ch === "(") {
      depth++;
    } else if (ch === ")" && --depth === 0) {
      return i;
    }
  }
  return -1;
}

function parseColumns(list: string): IndexColumn[] {
  const columns: IndexColumn[] = [];
  for (const raw of splitOutside(list, ",")) {
    const match = columnParts.exec(raw);
    if (!match) continue;
    const name = trimAll(match[1]);
    if (name === "") continue;
    columns.push({ name, collate: (match[2] ?? "").trim(), sort: (match[3] ?? "").toUpperCase() });
  }
  return columns;
}

/**
 * Parses `CREATE [UNIQUE] INDEX [IF NOT EXISTS] [schema.]name ON table (columns) [WHERE expr]`
 * (case-insensitive; names may be quoted with backticks, quotes or brackets).
 * @throws InvalidIndexError when the text is not such a statement or lacks a name, table or column.
 * @example parseIndex("create unique index idx on posts (title)").columns[0].name === "title"
 */
export function parseIndex(sql: string): IndexStatement {
  const text = sql.trim().replace(/;+$/, "");
  const start = head.exec(text);
  if (!start) throw new InvalidIndexError();
  let pos = start[0].length;
  const nameEnd = readWord(text, pos, "");
  const nameParts = splitOutside(text.slice(pos, nameEnd), ".").map(trimAll);
  const on = /^\s+on\s+/i.exec(text.slice(nameEnd));
  if (!on || nameParts.length > 2) throw new InvalidIndexError();
  pos = nameEnd + on[0].length;
  const tableEnd = readWord(text, pos, "(");
  const tableName = trimAll(text.slice(pos, tableEnd));
  const open = text.indexOf("(", tableEnd);
  if (open < 0 || text.slice(tableEnd, open).trim() !== "") throw new InvalidIndexError();
  const close = closingParen(text, open);
  if (close < 0) throw new InvalidIndexError();
  const rest = text.slice(close + 1).trim();
  const where = rest === "" ? null : /^where\s+([\s\S]+)$/i.exec(rest);
  if (rest !== "" && !where) throw new InvalidIndexError();
  const index: IndexStatement = {
    unique: start[1] !== undefined,
    optional: start[2] !== undefined,
    schemaName: nameParts.length === 2 ? nameParts[0] : "",
    indexName: nameParts[nameParts.length - 1],
    tableName,
    columns: parseColumns(text.slice(open + 1, close)),
    where: where ? where[1].trim() : "",
  };
  if (index.indexName === "" || index.tableName === "" || index.columns.length === 0) {
    throw new InvalidIndexError();
  }
  return index;
}

/** Like `parseIndex`, but returns null instead of throwing for an invalid statement. */
export function tryParseIndex(sql: string): IndexStatement | null {
  try {
    return parseIndex(sql);
  } catch {
    return null;
  }
}

/**
 * Renders an index in PocketBase's canonical form: backtick-quoted names, one column per line
 * when there are several, upper-case sort and `WHERE` last.
 */
export function buildIndex(index: IndexStatement): string {
  let out = `CREATE ${index.unique ? "UNIQUE " : ""}INDEX ${index.optional ? "IF NOT EXISTS " : ""}`;
  if (index.schemaName !== "") out += `\`${index.schemaName}\`.`;
  out += `\`${index.indexName}\` ON \`${index.tableName}\` (`;
  const multiline = index.columns.length > 1;
  const rendered = index.columns
    .filter((col) => col.name.trim() !== "")
    .map((col) => {
      const name = col.name.trim();
      // an expression is written as is, a plain column is quoted
      let text = name.includes("(") || name.includes(" ") ? name : `\`${name}\``;
      if (col.collate !== "") text += ` COLLATE ${col.collate}`;
      if (col.sort !== "") text += ` ${col.sort.toUpperCase()}`;
      return text;
    });
  out += multiline ? `\n  ${rendered.join(",\n  ")}\n)` : `${rendered.join("")})`;
  if (index.where !== "") out += ` WHERE ${index.where}`;
  return out;
}

/**
 * Re-renders a statement canonically with its table forced to `tableName`.
 * @throws InvalidIndexError when the statement cannot be parsed.
 */
export function canonicalIndex(sql: string, tableName?: string): string {
  const index = parseIndex(sql);
  return buildIndex(tableName === undefined ? index : { ...index, tableName });
}

/** Whether the index is UNIQUE over exactly one column named `column` (case-insensitive). */
export function isUniqueSingleColumnIndex(index: IndexStatement, column: string): boolean {
  return (
    index.unique && index.columns.length === 1 && index.columns[0].name.toLowerCase() === column.toLowerCase()
  );
}
