/** @module API docs of the record endpoints: list/search, view, create, update, delete, realtime. */
import type { Collection, SchemaField } from "../../../../shared/models.ts";
import { relationFieldNames } from "../collections/collection-fields.ts";
import { adminSignInLines, jsLiteral, jsRaw, jsString, sdkScript } from "./api-docs-js.ts";
import {
  listQueryParams,
  recordBodyNotes,
  recordBodyParams,
  recordQueryParams,
  ruleAccess,
} from "./api-docs-params.ts";
import { sampleFieldValue, sampleHasTimestamps, sampleRecord } from "./api-docs-samples.ts";
import type { ApiDocsEndpoint, ApiDocsParam, ApiDocsResponse } from "./api-docs-types.ts";

/** The API error envelope (§1.4). */
export function errorBody(code: number, message: string, data: Record<string, unknown> = {}) {
  return { code, message, data };
}

export const NOT_FOUND: ApiDocsResponse = {
  status: 404,
  label: "404",
  body: errorBody(404, "The requested resource wasn't found."),
};

const ONLY_ADMINS: ApiDocsResponse = {
  status: 403,
  label: "403",
  body: errorBody(403, "Only admins can perform this action."),
};

export function ok(body: unknown, status = 200): ApiDocsResponse {
  return { status, label: String(status), body };
}

const ID_PARAM: ApiDocsParam = {
  name: "id",
  type: "String",
  required: true,
  description: "Id of the record.",
};

function recordsPath(collection: Collection, suffix = ""): string {
  return `/api/collections/${collection.name}/records${suffix}`;
}

function sdk(collection: Collection): string {
  return `pb.collection(${jsString(collection.name)})`;
}

/** Admin sign-in lines when the rule is admin-only, otherwise nothing. */
function signIn(rule: string | null): string[] {
  return rule === null ? adminSignInLines() : [];
}

/** The options an example list call passes, built from the collection's real fields. */
function listOptions(collection: Collection): Record<string, unknown> {
  const text = collection.schema.find((f) => ["text", "email", "url", "editor"].includes(f.type));
  const options: Record<string, unknown> = {};
  const hasCreated = sampleHasTimestamps(collection).created;
  if (text) options.filter = `${text.name} ~ "abc"`;
  else if (hasCreated) options.filter = `created >= "2023-01-01 00:00:00"`;
  else options.filter = `id != ""`;
  if (hasCreated) options.sort = "-created";
  const relations = relationFieldNames(collection.schema);
  if (relations.length > 0) options.expand = relations.join(",");
  return options;
}

function listEndpoint(collection: Collection, baseUrl: string): ApiDocsEndpoint {
  const options = listOptions(collection);
  const rule = collection.listRule;
  return {
    id: "list",
    label: "List/Search",
    method: "GET",
    path: recordsPath(collection),
    description: `Returns a page of ${collection.name} records, optionally filtered and sorted.`,
    access: ruleAccess(rule),
    pathParams: [],
    queryParams: listQueryParams(),
    bodyParams: [],
    bodyNotes: [],
    example: sdkScript(baseUrl, [
      ...signIn(rule),
      "// one page of records (page 1, 50 per page)",
      `const resultList = await ${sdk(collection)}.getList(1, 50, ${jsLiteral(options)});`,
      "",
      "// every matching record, fetched in batches",
      `const records = await ${sdk(collection)}.getFullList(${options.sort ? jsLiteral({ sort: options.sort }) : ""});`,
      "",
      "// the first record matching a filter (a 404 error when none does)",
      `const first = await ${sdk(collection)}.getFirstListItem(${jsString(String(options.filter))});`,
    ]),
    responses: [
      ok({
        page: 1,
        perPage: 50,
        totalItems: 2,
        totalPages: 1,
        items: [sampleRecord(collection, 0), sampleRecord(collection, 1)],
      }),
      { status: 400, label: "400", body: errorBody(400, "Invalid filter parameters.") },
      rule === null
        ? ONLY_ADMINS
        : {
            status: 403,
            label: "403",
            body: errorBody(403, "Only admins can filter by @collection and @request query params."),
          },
    ],
  };
}

function viewEndpoint(collection: Collection, baseUrl: string): ApiDocsEndpoint {
  const rule = collection.viewRule;
  const relations = relationFieldNames(collection.schema);
  const options = relations.length > 0 ? `, ${jsLiteral({ expand: relations.join(",") })}` : "";
  const responses = [ok(sampleRecord(collection, 0))];
  if (rule === null) responses.push(ONLY_ADMINS);
  responses.push(NOT_FOUND);
  return {
    id: "view",
    label: "View",
    method: "GET",
    path: recordsPath(collection, "/:id"),
    description: `Returns one ${collection.name} record by its id.`,
    access: ruleAccess(rule),
    pathParams: [ID_PARAM],
    queryParams: recordQueryParams(),
    bodyParams: [],
    bodyNotes: [],
    example: sdkScript(baseUrl, [
      ...signIn(rule),
      `const record = await ${sdk(collection)}.getOne('RECORD_ID'${options});`,
    ]),
    responses,
  };
}

/** The SDK value of a field in an example body: files become File objects. */
function exampleValue(field: SchemaField, hasFiles: boolean): unknown {
  const value = sampleFieldValue(field);
  if (field.type === "file") {
    const names = Array.isArray(value) ? value : [value];
    const files = names.map((n) =>
      jsRaw(`new File(['...'], ${jsString(String(n).replace(/_\w{10}\./, "."))})`),
    );
    return Array.isArray(value) ? files : files[0];
  }
  // with files the SDK sends multipart, which does not serialize nested objects
  if (field.type === "json" && hasFiles) return jsRaw(`JSON.stringify(${JSON.stringify(value)})`);
  return value;
}

/** The example request body of create (or update) built from the collection's schema. */
export function exampleBody(collection: Collection, update: boolean): Record<string, unknown> {
  const hasFiles = collection.schema.some((f) => f.type === "file");
  const body: Record<string, unknown> = {};
  if (collection.type === "auth") {
    const password = "1234567890".padEnd(collection.options.minPasswordLength, "x");
    body.username = `${collection.name}_example`;
    if (!update) body.email = "test@example.com";
    body.emailVisibility = true;
    if (update) body.oldPassword = "OLD_PASSWORD";
    body.password = password;
    body.passwordConfirm = password;
  }
  for (const field of collection.schema) body[field.name] = exampleValue(field, hasFiles);
  return body;
}

/** A 400 with one field error, on the first required field (or the first field). */
function validationError(collection: Collection, message: string): ApiDocsResponse {
  const field =
    collection.schema.find((f) => f.required)?.name ??
    (collection.type === "auth" ? "password" : collection.schema[0]?.name);
  const data = field ? { [field]: { code: "validation_required", message: "Cannot be blank." } } : {};
  return { status: 400, label: "400", body: errorBody(400, message, data) };
}

function writeExample(collection: Collection, baseUrl: string, update: boolean): string {
  const rule = update ? collection.updateRule : collection.createRule;
  const call = update ? ".update('RECORD_ID', data)" : ".create(data)";
  return sdkScript(baseUrl, [
    ...signIn(rule),
    `const data = ${jsLiteral(exampleBody(collection, update))};`,
    "",
    `const record = await ${sdk(collection)}${call};`,
  ]);
}

function createEndpoint(collection: Collection, baseUrl: string): ApiDocsEndpoint {
  const rule = collection.createRule;
  const responses = [
    ok(sampleRecord(collection, 0)),
    validationError(collection, "Failed to create record."),
  ];
  if (rule === null) responses.push(ONLY_ADMINS);
  const access = ruleAccess(rule);
  if (access.kind === "rule")
    access.summary = "Admins, and any caller whose submitted record matches this rule:";
  return {
    id: "create",
    label: "Create",
    method: "POST",
    path: recordsPath(collection),
    description: `Creates a new ${collection.name} record.`,
    access,
    pathParams: [],
    queryParams: recordQueryParams(),
    bodyParams: recordBodyParams(collection, false),
    bodyNotes: recordBodyNotes(collection, false),
    example: writeExample(collection, baseUrl, false),
    responses,
  };
}

function updateEndpoint(collection: Collection, baseUrl: string): ApiDocsEndpoint {
  const rule = collection.updateRule;
  const responses = [
    ok(sampleRecord(collection, 0)),
    validationError(collection, "Something went wrong while processing your request."),
  ];
  if (rule === null) responses.push(ONLY_ADMINS);
  responses.push(NOT_FOUND);
  return {
    id: "update",
    label: "Update",
    method: "PATCH",
    path: recordsPath(collection, "/:id"),
    description: `Updates a ${collection.name} record; fields left out keep their values.`,
    access: ruleAccess(rule),
    pathParams: [ID_PARAM],
    queryParams: recordQueryParams(),
    bodyParams: recordBodyParams(collection, true),
    bodyNotes: recordBodyNotes(collection, true),
    example: writeExample(collection, baseUrl, true),
    responses,
  };
}

function deleteEndpoint(collection: Collection, baseUrl: string): ApiDocsEndpoint {
  const rule = collection.deleteRule;
  const responses: ApiDocsResponse[] = [
    ok(null, 204),
    {
      status: 400,
      label: "400",
      body: errorBody(
        400,
        "Failed to delete record. Make sure that the record is not part of a required relation reference.",
      ),
    },
  ];
  if (rule === null) responses.push(ONLY_ADMINS);
  responses.push(NOT_FOUND);
  return {
    id: "delete",
    label: "Delete",
    method: "DELETE",
    path: recordsPath(collection, "/:id"),
    description: `Deletes a ${collection.name} record, its files and, for cascading relations, the records that point to it.`,
    access: ruleAccess(rule),
    pathParams: [ID_PARAM],
    queryParams: [],
    bodyParams: [],
    bodyNotes: [],
    example: sdkScript(baseUrl, [...signIn(rule), `await ${sdk(collection)}.delete('RECORD_ID');`]),
    responses,
  };
}

/** A rule in a few words: admins only, everyone, or its expression. */
function ruleText(rule: string | null): string {
  if (rule === null) return "admins only";
  return rule.trim() === "" ? "everyone" : rule;
}

function realtimeEndpoint(collection: Collection, baseUrl: string): ApiDocsEndpoint {
  return {
    id: "realtime",
    label: "Realtime",
    method: "SSE",
    path: "/api/realtime",
    description: `Streams create, update and delete events of ${collection.name} records over Server-Sent Events.`,
    access: {
      kind: "everyone",
      summary:
        "Anyone may connect; each subscriber only receives the events its rule allows (see the topics).",
    },
    pathParams: [],
    queryParams: [],
    bodyParams: [
      {
        name: `${collection.name}/*`,
        type: "Topic",
        required: false,
        description: `Every record of the collection; list rule: ${ruleText(collection.listRule)}.`,
      },
      {
        name: `${collection.name}/RECORD_ID`,
        type: "Topic",
        required: false,
        description: `One record; view rule: ${ruleText(collection.viewRule)}.`,
      },
    ],
    bodyTitle: "Subscription topics",
    bodyNotes: [
      "The SDK opens the stream and sends the topics; the event data is the record after the change.",
    ],
    example: sdkScript(baseUrl, [
      "// every record of the collection",
      `${sdk(collection)}.subscribe('*', (e) => {`,
      "  console.log(e.action, e.record);",
      "});",
      "",
      "// one record",
      `${sdk(collection)}.subscribe('RECORD_ID', (e) => {`,
      "  console.log(e.action, e.record);",
      "});",
      "",
      "// stop listening",
      `${sdk(collection)}.unsubscribe('RECORD_ID'); // one record`,
      `${sdk(collection)}.unsubscribe('*'); // all records`,
      `${sdk(collection)}.unsubscribe(); // every subscription of the collection`,
    ]),
    responses: [
      { status: 0, label: "Event", body: { action: "create", record: sampleRecord(collection, 0) } },
    ],
  };
}

/** The endpoints every collection type shares (views only list and view). */
export function recordEndpoints(collection: Collection, baseUrl: string): ApiDocsEndpoint[] {
  const read = [listEndpoint(collection, baseUrl), viewEndpoint(collection, baseUrl)];
  if (collection.type === "view") return read;
  return [
    ...read,
    createEndpoint(collection, baseUrl),
    updateEndpoint(collection, baseUrl),
    deleteEndpoint(collection, baseUrl),
    realtimeEndpoint(collection, baseUrl),
  ];
}
