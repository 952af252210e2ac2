/** @module Prints JavaScript SDK examples: values as JS literals and the common script header. */

const RAW = Symbol("raw");

/** A piece of JavaScript printed as is inside a literal (e.g. `new File(...)`). */
export interface JsRaw {
  [RAW]: string;
}

/** Marks `code` to be printed verbatim by `jsLiteral`. */
export function jsRaw(code: string): JsRaw {
  return { [RAW]: code };
}

function isRaw(value: unknown): value is JsRaw {
  return typeof value === "object" && value !== null && RAW in value;
}

/** A single-quoted JS string literal. */
export function jsString(text: string): string {
  return `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/\n/g, "\\n")}'`;
}

function jsKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : jsString(key);
}

function isPrimitive(value: unknown): boolean {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

/** A JSON-like value as a JS literal, indented by two spaces per level. */
export function jsLiteral(value: unknown, depth = 0): string {
  if (isRaw(value)) return value[RAW];
  if (typeof value === "string") return jsString(value);
  if (value === undefined) return "undefined";
  if (isPrimitive(value)) return String(value);
  const pad = "  ".repeat(depth + 1);
  const end = "  ".repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const items = value.map((item) => jsLiteral(item, depth + 1));
    const inline = `[${items.join(", ")}]`;
    if (value.every(isPrimitive) && inline.length <= 60) return inline;
    return `[\n${items.map((i) => `${pad}${i}`).join(",\n")},\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "{}";
  const lines = entries.map(([k, v]) => `${pad}${jsKey(k)}: ${jsLiteral(v, depth + 1)}`);
  return `{\n${lines.join(",\n")},\n${end}}`;
}

/** A whole example: the SDK import, the client for `baseUrl`, then the given lines. */
export function sdkScript(baseUrl: string, body: string[]): string {
  return [
    "import PocketBase from 'pocketbase';",
    "",
    `const pb = new PocketBase(${jsString(baseUrl)});`,
    "",
    ...body,
  ].join("\n");
}

/** The lines that sign in as an admin first (for admin-only endpoints). */
export function adminSignInLines(): string[] {
  return [
    "// only admins may call this endpoint: sign in as one first",
    "await pb.admins.authWithPassword('ADMIN_EMAIL', 'ADMIN_PASSWORD');",
    "",
  ];
}

/** The lines that sign in as a record of an auth collection. */
export function recordSignInLines(collectionName: string): string[] {
  return [
    "// this endpoint needs a signed-in record of the collection",
    `await pb.collection(${jsString(collectionName)}).authWithPassword('YOUR_USERNAME_OR_EMAIL', 'YOUR_PASSWORD');`,
    "",
  ];
}
