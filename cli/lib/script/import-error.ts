/** @module A rejected import as one line naming the collection and the field the backend refused. */
import { ClientResponseError } from "../../../shared/client/index.ts";
import type { ExportedCollection } from "../../../shared/schema/collections-export.ts";
import { CliError } from "../cli-error.ts";
import { fieldErrorLeaves, toCliError } from "./api-error.ts";

const VALIDATION = /collection "([^"]+)"[^:\n]*:\s*(\{[\s\S]*\})\.?\s*$/;

function firstLeaf(tree: unknown, path: string[] = []): { path: string[]; message: string } | null {
  if (typeof tree === "string") return { path, message: tree };
  if (!tree || typeof tree !== "object") return null;
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const leaf = firstLeaf(value, [...path, key]);
    if (leaf) return leaf;
  }
  return null;
}

/** `collection "x", field "y": message` from the backend's "Data validations failed" text. */
function describeValidation(text: string, payload: readonly ExportedCollection[]): string | null {
  const match = VALIDATION.exec(text);
  if (!match) return null;
  const [, name = "", json = "{}"] = match;
  let leaf: ReturnType<typeof firstLeaf>;
  try {
    leaf = firstLeaf(JSON.parse(json));
  } catch {
    return null;
  }
  if (!leaf) return null;
  const [first, second, ...rest] = leaf.path;
  const collection = payload.find((c) => c.name === name);
  if ((first === "schema" || first === "fields") && second !== undefined) {
    // v0.23+ names the flat `fields` list where older servers name `schema`
    const list = (collection as Record<string, unknown> | undefined)?.[first];
    const named = Array.isArray(list) ? (list[Number(second)] as { name?: string } | undefined) : undefined;
    const field = named?.name ?? `#${Number(second) + 1}`;
    const what = rest.length > 0 ? ` (${rest.join(".")})` : "";
    return `collection "${name}", field "${field}"${what}: ${leaf.message}`;
  }
  return `collection "${name}", ${leaf.path.join(".")}: ${leaf.message}`;
}

/** `collection "x", index idx_y: message` for an index the backend could not create. */
function describeIndex(
  leaf: { path: string; message: string },
  payload: readonly ExportedCollection[],
): string | null {
  const match = /^indexes\.(\d+)$/.exec(leaf.path);
  const name = /index (\S+)/.exec(leaf.message)?.[1];
  if (!match || !name) return null;
  const at = Number(match[1]);
  const owner = payload.find((c) => (c.indexes ?? [])[at]?.includes(name));
  return owner ? `collection "${owner.name}", index ${name}: ${leaf.message}` : null;
}

/** The failed import as a CliError that says nothing was imported. */
export function importError(err: unknown, payload: readonly ExportedCollection[]): unknown {
  if (!(err instanceof ClientResponseError) || err.status !== 400) return toCliError(err, "import");
  for (const leaf of fieldErrorLeaves(err)) {
    const described = describeValidation(leaf.message, payload) ?? describeIndex(leaf, payload);
    if (described) return new CliError(`import refused, nothing imported: ${described}`);
  }
  const mapped = toCliError(err, "import");
  if (!(mapped instanceof CliError)) return mapped;
  return new CliError(mapped.message.replace(/^import failed: /, "import refused, nothing imported: "));
}
