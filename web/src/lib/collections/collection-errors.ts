/** @module Where the server's field errors of a collection save show: tab markers and view query sentences. */
import type { FieldError, FieldErrors } from "../../../../shared/models.ts";
import { RULE_KEYS } from "./collection-form.ts";
import { AUTH_OPTION_KEYS } from "./collection-v023.ts";

function hasAny(node: FieldError | FieldErrors | undefined): boolean {
  return !!node && typeof node === "object" && Object.keys(node).length > 0;
}

/** Which tabs carry errors: fields (schema, indexes, view query), rules, auth options. */
export function tabErrors(errors: FieldErrors): { schema: boolean; rules: boolean; options: boolean } {
  const options = (errors.options ?? {}) as FieldErrors;
  const { query, manageRule, ...authOptions } = options;
  return {
    schema: hasAny(errors.schema) || hasAny(errors.indexes) || hasAny(query),
    // v0.23+ keeps authRule and manageRule at the top level, beside the five rules
    rules: [...RULE_KEYS, "authRule", "manageRule"].some((key) => hasAny(errors[key])),
    options:
      hasAny(manageRule) ||
      Object.keys(authOptions).length > 0 ||
      AUTH_OPTION_KEYS.some((key) => hasAny(errors[key])),
  };
}

/** Whether a path (`schema.2`, `options.allowEmailAuth`) or anything under it has an error. */
export function hasErrorUnder(errors: FieldErrors, path: string): boolean {
  let node: FieldError | FieldErrors | undefined = errors;
  for (const part of path.split(".")) {
    if (!node || typeof (node as FieldError).message === "string") return false;
    node = (node as FieldErrors)[part];
  }
  return hasAny(node);
}

function leaves(
  node: FieldError | FieldErrors,
  path: string[],
  out: Array<{ path: string[]; message: string }>,
) {
  if (typeof (node as FieldError).message === "string") {
    out.push({ path, message: (node as FieldError).message });
    return;
  }
  for (const [key, child] of Object.entries(node as FieldErrors)) leaves(child, [...path, key], out);
}

/**
 * The schema errors of a view collection (its fields come from the query) as one sentence per
 * column: `Column 2 (name): Cannot be blank.`
 */
export function viewSchemaErrorSentences(errors: FieldErrors): string[] {
  const schema = errors.schema;
  if (!schema || typeof (schema as FieldError).message === "string") {
    return schema ? [`The query columns are invalid: ${(schema as FieldError).message}`] : [];
  }
  const found: Array<{ path: string[]; message: string }> = [];
  leaves(schema, [], found);
  return found.map(({ path, message }) => {
    const [index, ...rest] = path;
    const where = rest.length ? ` (${rest.join(".")})` : "";
    return /^\d+$/.test(index)
      ? `Column ${Number(index) + 1}${where}: ${message}`
      : `${path.join(".")}: ${message}`;
  });
}
