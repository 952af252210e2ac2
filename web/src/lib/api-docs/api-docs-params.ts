/** @module Parameters the API docs list: rule access, query params and body fields from a schema. */
import type { Collection, SchemaField } from "../../../../shared/models.ts";
import { isMultiple } from "../collections/collection-fields.ts";
import type { ApiDocsAccess, ApiDocsParam } from "./api-docs-types.ts";

/** Who may call an endpoint guarded by `rule` (null: admins only; empty: everyone). */
export function ruleAccess(rule: string | null): ApiDocsAccess {
  if (rule === null) return { kind: "admins", summary: "Admins only." };
  if (rule.trim() === "") return { kind: "everyone", summary: "Everyone, signed in or not." };
  return { kind: "rule", summary: "Admins, and any caller matching this rule:", rule };
}

/** The human type of a schema field's value in requests and responses. */
export function fieldTypeLabel(field: SchemaField): string {
  const many = isMultiple(field);
  switch (field.type) {
    case "number":
      return "Number";
    case "bool":
      return "Boolean";
    case "json":
      return "JSON";
    case "select":
    case "relation":
      return many ? "Array<String>" : "String";
    case "file":
      return many ? "Array<File>" : "File";
    default:
      return "String";
  }
}

/** What a schema field's value is, in one sentence. */
export function fieldDescription(field: SchemaField): string {
  const many = isMultiple(field);
  switch (field.type) {
    case "text":
      return "Plain text.";
    case "editor":
      return "Rich text (HTML).";
    case "number":
      return field.options.noDecimal ? "Whole number." : "Number.";
    case "bool":
      return "True or false.";
    case "email":
      return "Email address.";
    case "url":
      return "URL.";
    case "date":
      return "Date and time in UTC: YYYY-MM-DD HH:mm:ss.SSSZ.";
    case "select": {
      const values = (field.options.values ?? []).join(", ");
      return many ? `Up to ${field.options.maxSelect} of: ${values}.` : `One of: ${values}.`;
    }
    case "json":
      return "Any JSON value.";
    case "file":
      return many
        ? `Up to ${field.options.maxSelect} files (multipart/form-data only).`
        : "One file (multipart/form-data only).";
    case "relation":
      return many ? "Ids of related records." : "Id of the related record.";
  }
}

/** Body fields of create (`update` false) or update requests, built from the collection's schema. */
export function recordBodyParams(collection: Collection, update: boolean): ApiDocsParam[] {
  const params: ApiDocsParam[] = [];
  if (!update) {
    params.push({
      name: "id",
      type: "String",
      required: false,
      description: "15 characters; generated when left out.",
    });
  }
  if (collection.type === "auth") params.push(...authBodyParams(collection, update));
  for (const field of collection.schema) {
    const description = fieldDescription(field);
    params.push({
      name: field.name,
      type: fieldTypeLabel(field),
      required: !update && field.required,
      description: update && field.required ? `${description} Cannot be emptied.` : description,
    });
  }
  return params;
}

function authBodyParams(collection: Collection, update: boolean): ApiDocsParam[] {
  const requireEmail = collection.type === "auth" && collection.options.requireEmail;
  const minLength = collection.type === "auth" ? collection.options.minPasswordLength : 8;
  const params: ApiDocsParam[] = [
    {
      name: "username",
      type: "String",
      required: false,
      description: update
        ? "3 to 150 characters: letters, digits, _ and dots; unique."
        : "3 to 150 characters: letters, digits, _ and dots; unique. Generated when left out.",
    },
    {
      name: "email",
      type: "String",
      required: !update && requireEmail,
      description: update
        ? "Only admins or callers matching the manage rule may change it here."
        : "Email address; unique in the collection.",
    },
    {
      name: "emailVisibility",
      type: "Boolean",
      required: false,
      description: "Whether other callers may see the email.",
    },
  ];
  if (update) {
    params.push({
      name: "oldPassword",
      type: "String",
      required: false,
      description: "The current password; needed to change the password without manage access.",
    });
  }
  params.push(
    {
      name: "password",
      type: "String",
      required: !update,
      description: `${minLength} to 72 characters.`,
    },
    {
      name: "passwordConfirm",
      type: "String",
      required: !update,
      description: update ? "Must equal password when password is sent." : "Must equal password.",
    },
    {
      name: "verified",
      type: "Boolean",
      required: false,
      description: "Only admins or callers matching the manage rule may set it.",
    },
  );
  return params;
}

/** Notes under the body fields: multipart uploads and update modifiers, when the schema needs them. */
export function recordBodyNotes(collection: Collection, update: boolean): string[] {
  const notes = ["The body is JSON, or multipart/form-data when it uploads files."];
  const files = collection.schema.filter((f) => f.type === "file").map((f) => f.name);
  if (files.length > 0) {
    notes.push(`File fields (${files.join(", ")}) can only be uploaded with multipart/form-data.`);
  }
  if (update) {
    const modifiable = collection.schema.filter(
      (f) => f.type === "number" || (isMultiple(f) && f.type !== "file"),
    );
    if (modifiable.length > 0) {
      const name = modifiable[0].name;
      notes.push(
        `Append or add with "${name}+" and remove or subtract with "${name}-" (number, multiple select and multiple relation fields).`,
      );
    }
    if (files.length > 0) notes.push(`Remove files by name with "${files[0]}-".`);
  }
  return notes;
}

const EXPAND: ApiDocsParam = {
  name: "expand",
  type: "String",
  required: false,
  description: "Relation fields to expand, comma separated; nest with dots (rel.sub_rel), up to 6 levels.",
};

const FIELDS: ApiDocsParam = {
  name: "fields",
  type: "String",
  required: false,
  description: "Keys to keep in the response, comma separated (*, expand.rel.name...).",
};

/** Query parameters of responses that carry records: expand and fields. */
export function recordQueryParams(): ApiDocsParam[] {
  return [EXPAND, FIELDS];
}

/** Query parameters of responses without records: fields only. */
export function fieldsQueryParams(): ApiDocsParam[] {
  return [FIELDS];
}

/** Query parameters of the list/search endpoint. */
export function listQueryParams(): ApiDocsParam[] {
  return [
    { name: "page", type: "Number", required: false, description: "Page number, from 1 (default 1)." },
    {
      name: "perPage",
      type: "Number",
      required: false,
      description: "Records per page (default 30, at most 500).",
    },
    {
      name: "sort",
      type: "String",
      required: false,
      description: "Fields to sort by, comma separated; - for descending, @random for random order.",
    },
    {
      name: "filter",
      type: "String",
      required: false,
      description: "A filter expression, e.g. (title ~ 'abc' && created > '2022-01-01').",
    },
    EXPAND,
    FIELDS,
    {
      name: "skipTotal",
      type: "Boolean",
      required: false,
      description: "Skip counting: totalItems and totalPages are then -1 (faster).",
    },
  ];
}
