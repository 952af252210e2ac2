/** @module Static `@request.*` values (method, query, headers, data, plain auth fields) as operands. */
import type { Collection } from "../../shared/models.ts";
import type { CompileState } from "./compile-state.ts";
import { FilterError } from "./errors.ts";
import { type Operand, sqlOperand, valueOperand } from "./operand.ts";
import type { RequestInfo } from "./types.ts";

const modifiers: ReadonlySet<string> = new Set(["isset", "each", "length"]);

/** Splits `name:modifier`; a segment with more than one `:` is kept verbatim. @throws FilterError */
export function splitModifier(segment: string): { name: string; modifier: string } {
  const parts = segment.split(":");
  if (parts.length !== 2) return { name: segment, modifier: "" };
  if (!modifiers.has(parts[1])) throw new FilterError(`unknown modifier in "${segment}"`);
  return { name: parts[0], modifier: parts[1] };
}

/** The `@request.auth.*` keys read from the auth record itself, without a join. */
export const plainAuthFields: ReadonlySet<string> = new Set([
  "id",
  "collectionId",
  "collectionName",
  "username",
  "email",
  "emailVisibility",
  "verified",
  "created",
  "updated",
]);

function authExport(request: RequestInfo): Record<string, unknown> | null {
  const record = request.authRecord;
  if (!record) return null; // guests and admins
  const v = record.values;
  return {
    id: v.id,
    collectionId: record.collection.id,
    collectionName: record.collection.name,
    username: v.username,
    email: v.email,
    emailVisibility: Boolean(v.emailVisibility),
    verified: Boolean(v.verified),
    created: v.created,
    updated: v.updated,
  };
}

function normalisedHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) out[name.toLowerCase().replace(/-/g, "_")] = value;
  return out;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function lookup(root: Record<string, unknown>, keys: string[]): { found: boolean; value: unknown } {
  let current: unknown = root;
  for (const key of keys) {
    if (!isPlainObject(current) || !Object.hasOwn(current, key)) return { found: false, value: null };
    current = current[key];
  }
  return { found: true, value: current };
}

/** Go's ParseFloat is stricter than Number(): no blanks, no empty string. */
function parseNumber(text: string): number | null {
  if (text === "" || text.trim() !== text) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** Resolves `@request.<path>` (path without the `@request` prefix) to a bound value. */
export function staticRequestOperand(
  state: CompileState,
  request: RequestInfo,
  base: Collection,
  path: string[],
): Operand {
  const { name, modifier } = splitModifier(path[path.length - 1]);
  const keys = [...path.slice(0, -1), name];
  const root: Record<string, unknown> = {
    method: request.method,
    query: request.query,
    headers: normalisedHeaders(request.headers),
    data: request.data,
    auth: authExport(request),
  };
  const { found, value } = lookup(root, keys);
  if (modifier === "isset") return sqlOperand(found ? "TRUE" : "FALSE");
  if (typeof value === "string") {
    // multipart values arrive as text: compare numerically when the key names a number field
    const field = base.schema.find((f) => f.name === name);
    const asNumber = field?.type === "number" ? parseNumber(value) : null;
    return valueOperand(state, asNumber ?? value);
  }
  return valueOperand(state, value);
}

/** Submitted values of a multi-value field as unique non-empty strings (PocketBase's ToUniqueStringSlice). */
export function submittedStrings(value: unknown): string[] {
  let items: string[] = [];
  if (Array.isArray(value)) {
    items = value.map((v) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : ""));
  } else if (typeof value === "string" && value !== "") {
    items = [value];
    if (value.includes("[")) {
      try {
        const parsed: unknown = JSON.parse(value);
        if (Array.isArray(parsed) && parsed.every((v) => typeof v === "string")) items = parsed;
      } catch {
        // not a JSON array: the text is the single value
      }
    }
  }
  return [...new Set(items.filter((v) => v !== ""))];
}
