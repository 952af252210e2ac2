/** @module Validation of a collection create/update (the rules of PocketBase's collection upsert form). */

import { tryParseIndex } from "../../../shared/indexes/index-statement.ts";
import type { Collection, FieldError, FieldErrors, SchemaField } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { fieldError } from "../../errors.ts";
import { type CollectionLookup, validateRule } from "../../filter/index.ts";
import {
  badFormat,
  invalidRule,
  lengthError,
  mustBeBlank,
  notValidValue,
  required,
} from "./collection-errors.ts";
import { schemaFieldErrors } from "./collection-field-validation.ts";
import type { CollectionDraft } from "./collection-input.ts";
import {
  authOptionErrors,
  decodeAuthOptions,
  decodeViewOptions,
  invalidOptions,
  normaliseOptions,
} from "./collection-options.ts";

type Errors = Record<string, FieldError | FieldErrors>;

const idPattern = /^[^@#$&|.,'"\\/\s]+$/;
const namePattern = /^[a-zA-Z0-9][a-zA-Z0-9_]*$/;
const types = ["base", "auth", "view"];
const authFieldNames = [
  "username",
  "email",
  "emailVisibility",
  "verified",
  "tokenKey",
  "passwordHash",
  "lastResetSentAt",
  "lastVerificationSentAt",
  "password",
  "passwordConfirm",
  "oldPassword",
];

/** What a validation needs besides the draft. */
export interface ValidationContext {
  backend: Backend;
  /** The stored state for an update, null on create. */
  old: Collection | null;
  /** Why the view query cannot give a schema (views only), or null. */
  viewQueryError: string | null;
}

function idError(draft: CollectionDraft, ctx: ValidationContext): FieldError | null {
  if (draft.id === "") return null;
  if (ctx.old) return draft.id === ctx.old.id ? null : notValidValue();
  const length = lengthError(draft.id, 15, 15);
  if (length) return length;
  if (!idPattern.test(draft.id)) return badFormat();
  if (ctx.backend.collections.all().some((c) => c.id === draft.id)) {
    return fieldError("validation_invalid_id", "The model id is invalid or already exists.");
  }
  return null;
}

function typeError(draft: CollectionDraft, old: Collection | null): FieldError | null {
  if (draft.type === "") return required();
  if (!types.includes(draft.type)) return notValidValue();
  if (old && old.type !== draft.type) {
    return fieldError("validation_collection_type_change", "Collection type cannot be changed.");
  }
  return null;
}

function nameError(draft: CollectionDraft, ctx: ValidationContext): FieldError | null {
  const { name } = draft;
  if (name === "") return required();
  const length = lengthError(name, 1, 255);
  if (length) return length;
  if (!namePattern.test(name)) return badFormat();
  if (ctx.old?.system && name !== ctx.old.name) {
    return fieldError("validation_collection_system_name_change", "System collections cannot be renamed.");
  }
  const all = ctx.backend.collections.all();
  if (all.some((c) => c.id !== ctx.old?.id && c.name.toLowerCase() === name.toLowerCase())) {
    return fieldError(
      "validation_collection_name_exists",
      "Collection name must be unique (case insensitive).",
    );
  }
  if (all.some((c) => c.id === name)) {
    return fieldError(
      "validation_collection_name_id_duplicate",
      "The name must not match an existing collection id.",
    );
  }
  return null;
}

function relationError(
  draft: CollectionDraft,
  old: Collection | null,
  lookup: CollectionLookup,
): FieldErrors | null {
  for (const [i, field] of draft.schema.entries()) {
    if (field.type !== "relation") continue;
    const id = field.options.collectionId;
    const previous = old?.schema.find((f) => f.id === field.id);
    let error: FieldError | null = null;
    if (previous?.type === "relation" && previous.options.collectionId !== id) {
      error = fieldError("validation_field_relation_change", "The relation collection cannot be changed.");
    } else {
      const target = lookup.find(id);
      if (!target || target.id !== id) {
        error = fieldError("validation_field_invalid_relation", "The relation collection doesn't exist.");
      } else if (draft.type !== "view" && target.type === "view") {
        error = fieldError(
          "validation_field_non_view_base_relation_collection",
          "Non view collections are not allowed to have a view relation.",
        );
      }
    }
    if (error) return { [i]: { options: { collectionId: error } } };
  }
  return null;
}

function sameField(a: SchemaField, b: SchemaField): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The schema checks in PocketBase's order; the first failing one is the only error reported. */
function schemaError(draft: CollectionDraft, ctx: ValidationContext): FieldError | FieldErrors | null {
  const { schema } = draft;
  const old = ctx.old;
  // every type but auth and view needs a field (an unknown type too, as PocketBase checks it)
  if (draft.type !== "auth" && draft.type !== "view" && schema.length === 0) return required();
  for (const field of old?.schema ?? []) {
    const now = schema.find((f) => f.id === field.id);
    if (field.system && (!now || !sameField(field, now))) {
      return fieldError("validation_system_field_change", "System fields cannot be deleted or changed.");
    }
  }
  for (const [i, field] of schema.entries()) {
    const previous = old?.schema.find((f) => f.id === field.id);
    if (previous && previous.type !== field.type) {
      return { [i]: fieldError("validation_field_type_change", "Field type cannot be changed.") };
    }
  }
  const relation = relationError(draft, old, ctx.backend.collections);
  if (relation) return relation;
  if (draft.type === "auth") {
    const reserved: FieldErrors = {};
    schema.forEach((field, i) => {
      if (authFieldNames.includes(field.name)) {
        reserved[i] = {
          name: fieldError(
            "validation_reserved_auth_field_name",
            "The field name is reserved and cannot be used.",
          ),
        };
      }
    });
    if (Object.keys(reserved).length > 0) return reserved;
  }
  return schemaFieldErrors(schema);
}

/** The draft as a collection, for resolving rules against the new schema. */
function ruleTarget(draft: CollectionDraft): Collection {
  return { ...draft, options: normaliseOptions(draft.type, draft.options) } as unknown as Collection;
}

function ruleError(rule: string | null, draft: CollectionDraft, lookup: CollectionLookup): FieldError | null {
  if (rule === null || rule === "") return null;
  return validateRule(rule, ruleTarget(draft), lookup) === null ? null : invalidRule();
}

function indexesError(draft: CollectionDraft): FieldError | FieldErrors | null {
  if (draft.type === "view" && draft.indexes.length > 0) {
    return fieldError("validation_indexes_not_supported", "The collection doesn't support indexes.");
  }
  const invalid = draft.indexes.findIndex((raw) => tryParseIndex(raw) === null);
  if (invalid < 0) return null;
  return { [invalid]: fieldError("validation_invalid_index_expression", "Invalid CREATE INDEX expression.") };
}

function optionsError(draft: CollectionDraft, ctx: ValidationContext): FieldError | FieldErrors | null {
  if (draft.type === "auth") {
    const options = decodeAuthOptions(draft.options);
    if (!options) return invalidOptions();
    const errors = authOptionErrors(options);
    if (errors) return errors;
    const manage = ruleError(options.manageRule, draft, ctx.backend.collections);
    return manage ? { manageRule: manage } : null;
  }
  if (draft.type === "view") {
    const options = decodeViewOptions(draft.options);
    if (!options) return invalidOptions();
    if (options.query.trim() === "") return { query: required() };
    if (ctx.viewQueryError !== null) {
      return {
        query: fieldError("validation_invalid_view_query", `Invalid query - ${ctx.viewQueryError}`),
      };
    }
  }
  return null;
}

/** Every validation error of the draft (empty when it is valid), nested like the API's `data`. */
export function validateCollection(draft: CollectionDraft, ctx: ValidationContext): FieldErrors {
  const errors: Errors = {};
  const lookup = ctx.backend.collections;
  const isView = draft.type === "view";
  const set = (key: string, error: FieldError | FieldErrors | null) => {
    if (error) errors[key] = error;
  };
  set("id", idError(draft, ctx));
  if (ctx.old && draft.system !== ctx.old.system) {
    set(
      "system",
      fieldError("validation_collection_system_flag_change", "System collection state cannot be changed."),
    );
  }
  set("type", typeError(draft, ctx.old));
  set("name", nameError(draft, ctx));
  set("schema", schemaError(draft, ctx));
  set("listRule", ruleError(draft.listRule, draft, lookup));
  set("viewRule", ruleError(draft.viewRule, draft, lookup));
  for (const key of ["createRule", "updateRule", "deleteRule"] as const) {
    const rule = draft[key];
    set(key, isView && rule !== null ? mustBeBlank("validation_nil") : ruleError(rule, draft, lookup));
  }
  set("indexes", indexesError(draft));
  set("options", optionsError(draft, ctx));
  return errors as FieldErrors;
}
