/** @module Resolves record filter identifiers (fields, relation paths, @request.*, @collection.*) to operands. */
import type { Collection, SchemaField } from "../../shared/models.ts";
import { isMultiple } from "../services/records/record-values.ts";
import type { CompileState } from "./compile-state.ts";
import { FilterError } from "./errors.ts";
import type { FieldPath, PathEnd, PathRoot, PathStep } from "./field-path.ts";
import { nullOperand, type Operand, pathOperand, sqlOperand } from "./operand.ts";
import { plainAuthFields, splitModifier, staticRequestOperand, submittedStrings } from "./request-values.ts";
import type { CollectionLookup, RequestInfo } from "./types.ts";

/** What identifiers of one compilation resolve against. */
export interface RecordResolveEnv {
  state: CompileState;
  collections: CollectionLookup;
  base: Collection;
  /** null = no request context (rule validation): every `@request.*` is NULL. */
  request: RequestInfo | null;
  allowHiddenFields: boolean;
}

const allowedPatterns = [
  /^\w+[\w.:]*$/,
  /^@request\.method$/,
  /^@request\.auth\.[\w.:]*\w+$/,
  /^@request\.data\.[\w.:]*\w+$/,
  /^@request\.query\.[\w.:]*\w+$/,
  /^@request\.headers\.\w+$/,
  /^@collection\.\w+\.[\w.:]*\w+$/,
];

const arrayableTypes: ReadonlySet<string> = new Set(["select", "file", "relation"]);

function systemFieldNames(collection: Collection): string[] {
  const names = ["id", "created", "updated"];
  if (collection.type === "auth") names.push("username", "verified", "emailVisibility", "email");
  return names;
}

/** Looks collections up by id or name, the base collection first (it may not be saved yet). */
export function lookupWithBase(base: Collection, collections: CollectionLookup): CollectionLookup {
  return {
    find(idOrName) {
      if (base.id === idOrName || base.name.toLowerCase() === idOrName.toLowerCase()) return base;
      return collections.find(idOrName);
    },
  };
}

function findField(collection: Collection, name: string): SchemaField | undefined {
  return collection.schema.find((f) => f.name === name);
}

/** `$.a.b[3]` from the segments after a json field; ':' is dropped like PocketBase's columnify. */
function jsonPathOf(segments: string[]): string {
  let path = "$";
  for (const raw of segments) {
    const segment = raw.replace(/:/g, "");
    if (segment === "") throw new FilterError("invalid json path: empty segment");
    if (/^\d+$/.test(segment) && BigInt(segment) <= 9223372036854775807n) path += `[${BigInt(segment)}]`;
    else path += `.${segment}`;
  }
  return path;
}

/** Walks `props` from `root` in `start` (data-model §5.4, §5.7). */
function resolveProps(
  env: RecordResolveEnv,
  root: PathRoot,
  start: Collection,
  props: string[],
  opts: { nullifyMissing: boolean; allowHidden: boolean; multi: boolean },
): Operand {
  let collection = start;
  let multi = opts.multi;
  const steps: PathStep[] = [];
  const finish = (end: PathEnd, emailGuard = false): Operand =>
    pathOperand(env.state, { root, steps, end, multi } satisfies FieldPath, emailGuard);
  const missing = (name: string): Operand => {
    if (opts.nullifyMissing) return nullOperand();
    throw new FilterError(`unknown field "${name}"`);
  };

  for (let i = 0; i < props.length; i++) {
    const prop = props[i];
    if (i === props.length - 1) {
      if (systemFieldNames(collection).includes(prop)) {
        return finish({ kind: "column", column: prop }, prop === "email" && !opts.allowHidden);
      }
      const { name, modifier } = splitModifier(prop);
      const field = findField(collection, name);
      if (!field) return missing(name);
      if (modifier === "length" && arrayableTypes.has(field.type))
        return finish({ kind: "length", column: name });
      if (modifier === "each" && field.type === "select") {
        if (field.options.maxSelect !== 1) multi = true;
        return finish({ kind: "each", column: name });
      }
      return finish({ kind: "column", column: name });
    }
    const field = findField(collection, prop);
    if (!field) return missing(prop);
    if (field.type === "json") {
      return finish({ kind: "json", column: prop, jsonPath: jsonPathOf(props.slice(i + 1)) });
    }
    if (field.type !== "relation") throw new FilterError(`field "${prop}" is not a valid relation`);
    const related = env.collections.find(field.options.collectionId);
    if (!related) throw new FilterError(`failed to find field "${prop}" collection`);
    const multiple = isMultiple(field);
    if (multiple) multi = true;
    steps.push({ multiple, column: prop, table: related.name });
    collection = related;
  }
  throw new FilterError("failed to resolve field");
}

function resolveRequestData(env: RecordResolveEnv, request: RequestInfo, props: string[]): Operand {
  const { name, modifier } = splitModifier(props[2]);
  const field = findField(env.base, name);
  const submitted = () => submittedStrings(request.data[name]);
  if (field?.type === "relation" && props.length > 3) {
    const related = env.collections.find(field.options.collectionId);
    if (!related) throw new FilterError(`failed to load the collection of data field "${name}"`);
    const ids = submitted();
    if (ids.length === 0) return nullOperand();
    const root: PathRoot = { kind: "dataRelation", field: name, table: related.name, ids };
    const multi = field.options.maxSelect === null || field.options.maxSelect !== 1;
    return resolveProps(env, root, related, props.slice(3), {
      nullifyMissing: true,
      allowHidden: true,
      multi,
    });
  }
  if (field?.type === "select" && modifier === "each" && props.length === 3) {
    const root: PathRoot = { kind: "dataSelect", field: name, json: JSON.stringify(submitted()) };
    const path: FieldPath = { root, steps: [], end: { kind: "value" }, multi: field.options.maxSelect !== 1 };
    return pathOperand(env.state, path, false);
  }
  if (field && modifier === "length" && arrayableTypes.has(field.type) && props.length === 3) {
    return sqlOperand(String(submitted().length));
  }
  return staticRequestOperand(env.state, request, env.base, props.slice(1));
}

function resolveRequest(env: RecordResolveEnv, fieldName: string, props: string[]): Operand {
  const { request } = env;
  if (!request) return nullOperand();
  if (fieldName.startsWith("@request.auth.")) {
    if (props.length === 3 && plainAuthFields.has(props[2])) {
      return staticRequestOperand(env.state, request, env.base, props.slice(1));
    }
    const auth = request.authRecord;
    if (!auth) return nullOperand();
    const root: PathRoot = {
      kind: "auth",
      table: auth.collection.name,
      recordId: String(auth.values.id ?? ""),
    };
    return resolveProps(env, root, auth.collection, props.slice(2), {
      nullifyMissing: true,
      allowHidden: true,
      multi: false,
    });
  }
  if (fieldName.startsWith("@request.data.") && props.length > 2)
    return resolveRequestData(env, request, props);
  return staticRequestOperand(env.state, request, env.base, props.slice(1));
}

/** Resolves one identifier of a record filter, sort or rule. @throws FilterError */
export function resolveRecordIdentifier(env: RecordResolveEnv, fieldName: string): Operand {
  if (!allowedPatterns.some((p) => p.test(fieldName))) {
    throw new FilterError(`failed to resolve field "${fieldName}"`);
  }
  const props = fieldName.split(".");
  if (props[0] === "@collection") {
    const collection = env.collections.find(props[1]);
    if (!collection) throw new FilterError(`failed to load collection "${props[1]}"`);
    const root: PathRoot = { kind: "collection", table: collection.name };
    return resolveProps(env, root, collection, props.slice(2), {
      nullifyMissing: false,
      allowHidden: true,
      multi: true,
    });
  }
  if (props[0] === "@request") return resolveRequest(env, fieldName, props);
  return resolveProps(env, { kind: "base" }, env.base, props, {
    nullifyMissing: false,
    allowHidden: env.allowHiddenFields,
    multi: false,
  });
}
