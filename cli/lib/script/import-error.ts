/** @module A rejected import as one line naming the collection and the field the backend refused. */
import { ClientResponseError } from "../../../shared/client/index.ts";
import type { ExportedCollection } from "../../../shared/schema/collections-export.ts";
import { validationRefusalLines } from "../../../shared/schema/import-refusal.ts";
import { CliError } from "../cli-error.ts";
import { fieldErrorLeaves, toCliError } from "./api-error.ts";

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
    const described = validationRefusalLines(leaf.message, payload)[0] ?? describeIndex(leaf, payload);
    if (described) return new CliError(`import refused, nothing imported: ${described}`);
  }
  const mapped = toCliError(err, "import");
  if (!(mapped instanceof CliError)) return mapped;
  return new CliError(mapped.message.replace(/^import failed: /, "import refused, nothing imported: "));
}
