/** @module Reading and removing nested field errors by dotted path. */
import type { FieldError, FieldErrors } from "../../../shared/models.ts";

function isLeaf(value: unknown): value is FieldError {
  return !!value && typeof value === "object" && typeof (value as FieldError).message === "string";
}

/** The error at `a.b.0`, as a leaf or a nested group, or undefined. */
export function getErrorAt(errors: FieldErrors, path: string): FieldError | FieldErrors | undefined {
  let node: FieldError | FieldErrors | undefined = errors;
  for (const part of path.split(".")) {
    if (!node || isLeaf(node)) return undefined;
    node = (node as FieldErrors)[part];
  }
  return node;
}

/** The message to show for a path: a leaf's message, 'Invalid value' for a nested group. */
export function errorMessageAt(errors: FieldErrors, path: string): string {
  const node = getErrorAt(errors, path);
  if (!node) return "";
  if (isLeaf(node)) return node.message || "Invalid value";
  return Object.keys(node).length ? "Invalid value" : "";
}

/** A copy of `errors` without the entry at `path` (empty parents are pruned). */
export function removeErrorAt(errors: FieldErrors, path: string): FieldErrors {
  const [head, ...rest] = path.split(".");
  if (!(head in errors)) return errors;
  const copy: FieldErrors = { ...errors };
  const child = copy[head];
  if (rest.length === 0 || isLeaf(child)) {
    delete copy[head];
    return copy;
  }
  const pruned = removeErrorAt(child as FieldErrors, rest.join("."));
  if (Object.keys(pruned).length === 0) delete copy[head];
  else copy[head] = pruned;
  return copy;
}
