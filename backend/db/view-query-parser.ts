/** @module PocketBase's shallow reading of a view query: the selected columns and the tables they come from. */
import { tokenize } from "./view-tokenizer.ts";

/** A selected column or a table of FROM/JOIN: the expression as written and its alias. */
export interface QueryIdentifier {
  original: string;
  alias: string;
}

/** What the shallow parser found in a SELECT. */
export interface QueryIdentifiers {
  columns: QueryIdentifier[];
  /** FROM tables first, then joined ones. */
  tables: QueryIdentifier[];
}

/** A view query the shallow parser cannot read; the message is shown as `Invalid query - <message>.` */
export class ViewQueryError extends Error {}

const joinWords = /\s+(inner join|outer join|left join|right join|join)\s+?/gim;
const discardWords = /\s+(where|group by|having|order|limit|with)\s+?/gim;
const comments = /(\/\*[\s\S]+\*\/)|(--.+$)/gm;

function trimIdentifier(raw: string): string {
  return raw
    .split(".")
    .map((part) => part.replace(/^[`"[\];]+|[`"[\];]+$/g, ""))
    .join(".");
}

function identifierFromParts(parts: string[]): QueryIdentifier {
  let original: string;
  let alias: string;
  if (parts.length === 3) {
    if (parts[1].toLowerCase() !== "as") {
      throw new ViewQueryError(`invalid identifier part - expected "as", got ${parts[1]}`);
    }
    [original, , alias] = parts;
  } else if (parts.length === 2) {
    [original, alias] = parts;
  } else if (parts.length === 1) {
    original = parts[0];
    alias = original.split(".").pop() ?? original;
  } else {
    throw new ViewQueryError(`invalid identifier parts [${parts.join(" ")}]`);
  }
  return { original: trimIdentifier(original), alias: trimIdentifier(alias) };
}

function extractIdentifiers(raw: string): QueryIdentifier[] {
  const items = tokenize(raw, ",");
  if (items.error) throw new ViewQueryError(items.error);
  return items.tokens.map((item) => {
    const parts = tokenize(item, " \n\t");
    if (parts.error) throw new ViewQueryError(parts.error);
    return identifierFromParts(parts.tokens);
  });
}

/**
 * Reads the column list and the FROM/JOIN tables of a SELECT the way PocketBase v0.18 does
 * (keywords replaced by markers, comments stripped, no real SQL parsing).
 * @throws ViewQueryError for unbalanced quotes/parentheses and unreadable column items.
 */
export function parseQueryIdentifiers(query: string): QueryIdentifiers {
  const text = query
    .trim()
    .replace(/^;+|;+$/g, "")
    .replace(joinWords, " _join_ ")
    .replace(discardWords, " _discard_ ")
    .replace(comments, "");
  const scanned = tokenize(text, ", \n\t", true);
  if (scanned.error) throw new ViewQueryError(scanned.error);
  const parts: Record<string, string[]> = { select: [], from: [], join: [] };
  let active: string[] | null = null;
  let part = "";
  let skip = false;
  for (const token of scanned.tokens) {
    const word = token.trim().toLowerCase();
    if (word === "select" || word === "from") {
      skip = false;
      part = word;
      active = parts[word];
    } else if (word === "distinct") {
      // irrelevant for the identifiers
    } else if (word === "_join_") {
      skip = false;
      // consecutive joins are separate tables
      if (part === "join") parts.join.push(",");
      part = "join";
      active = parts.join;
    } else if (word === "_discard_") {
      skip = true;
    } else {
      if (part === "join" && word === "on") skip = true;
      if (!skip && active) active.push(token);
    }
  }
  return {
    columns: extractIdentifiers(parts.select.join(" ")),
    tables: [...extractIdentifiers(parts.from.join(" ")), ...extractIdentifiers(parts.join.join(" "))],
  };
}
