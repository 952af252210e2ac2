import { afterEach, beforeEach, expect, test } from "vitest";
import { createCollection } from "../../../backend/services/collections/collections.ts";
import { errorOf, openTempBackend, snapshot, type TempBackend } from "../db/temp-backend.ts";

let t: TempBackend;
let before: unknown;
beforeEach(() => {
  t = openTempBackend();
  before = snapshot(t.backend.db);
});
afterEach(async () => {
  // no rejected request may leave a trace
  expect(snapshot(t.backend.db)).toEqual(before);
  await t.close();
});

const generic = "Something went wrong while processing your request.";
const leaf = (code: string, message: string) => ({ code, message });
const required = leaf("validation_required", "Cannot be blank.");
const create = (body: unknown) => errorOf(() => createCollection(t.backend, body));

test("an empty body needs a name and (for base collections) a schema", () => {
  expect(create({})).toEqual({ code: 400, message: generic, data: { name: required, schema: required } });
});

test("values of the wrong JSON type are a formatting error with empty data", () => {
  const formatting = {
    code: 400,
    message: "Failed to load the submitted data due to invalid formatting.",
    data: {},
  };
  for (const body of [
    [],
    "x",
    { name: 1 },
    { system: "true" },
    { schema: {} },
    { schema: ["x"] },
    { indexes: [1] },
    { listRule: 5 },
    { options: [] },
    { schema: [{ name: "a", type: "text", options: { min: "1" } }] },
    { schema: [{ name: "a", type: "select", options: { maxSelect: 1.5, values: ["x"] } }] },
    { schema: [{ name: "a", type: "date", options: { min: "not a date" } }] },
    { schema: [{ name: "a", type: "text", required: "yes" }] },
  ]) {
    expect(create(body), JSON.stringify(body)).toEqual(formatting);
  }
});

test("names: format, length, case-insensitive uniqueness, collection ids", () => {
  const schema = [{ name: "a", type: "text" }];
  expect(create({ name: "_x", schema }).data).toEqual({
    name: leaf("validation_match_invalid", "Must be in a valid format."),
  });
  expect(create({ name: "x".repeat(256), schema }).data).toEqual({
    name: leaf("validation_length_out_of_range", "The length must be between 1 and 255."),
  });
  expect(create({ name: "DEMO1", schema }).data).toEqual({
    name: leaf("validation_collection_name_exists", "Collection name must be unique (case insensitive)."),
  });
  expect(create({ name: "wsmn24bux7wo113", schema }).data).toEqual({
    name: leaf(
      "validation_collection_name_id_duplicate",
      "The name must not match an existing collection id.",
    ),
  });
});

test("types and custom ids", () => {
  const schema = [{ name: "a", type: "text" }];
  expect(create({ name: "x1", type: "nope", schema }).data).toEqual({
    type: leaf("validation_in_invalid", "Must be a valid value."),
  });
  expect(create({ name: "x1", type: "", schema }).data).toEqual({ type: required });
  expect(create({ id: "short", name: "x1", schema }).data).toEqual({
    id: leaf("validation_length_invalid", "The length must be exactly 15."),
  });
  expect(create({ id: "abc.def.ghi.jkl", name: "x1", schema }).data).toEqual({
    id: leaf("validation_match_invalid", "Must be in a valid format."),
  });
  expect(create({ id: "wsmn24bux7wo113", name: "x1", schema }).data).toEqual({
    id: leaf("validation_invalid_id", "The model id is invalid or already exists."),
  });
});

test("every field option is validated, errors nested by field index", () => {
  const error = create({
    name: "x1",
    schema: [
      { name: "id", type: "text", options: { min: 5, max: 2, pattern: "(" } },
      { name: "a b", type: "number", options: { min: 1.5, max: 1, noDecimal: true } },
      { id: "abc", name: "c", type: "email", options: { exceptDomains: ["a.com"], onlyDomains: ["b.com"] } },
      { name: "d", type: "url", options: { onlyDomains: ["example.com", "not a domain"] } },
      { name: "e", type: "date", options: { min: "2023-01-02", max: "2023-01-01 10:00:00" } },
      { name: "f", type: "select" },
      { name: "g", type: "select", options: { maxSelect: 2, values: ["x"] } },
      { name: "h", type: "file", unique: true },
      { name: "i", type: "file", options: { maxSelect: -1, maxSize: 1, thumbs: ["0x0", "abc", "100x100t"] } },
      {
        name: "j",
        type: "relation",
        options: { collectionId: "_pb_users_auth_", minSelect: -1, maxSelect: 0 },
      },
      {
        name: "k",
        type: "relation",
        options: { collectionId: "_pb_users_auth_", minSelect: 3, maxSelect: 2 },
      },
      { name: "ok", type: "bool" },
    ],
  });
  const regex = (error.data.schema as Record<string, Record<string, Record<string, unknown>>>)[0].options
    .pattern;
  expect(regex).toMatchObject({
    code: "validation_invalid_regex",
    message: "Error parsing regexp: missing closing ): `(`.", // PocketBase's (Go's) words
  });
  expect(error).toEqual({
    code: 400,
    message: generic,
    data: {
      schema: {
        "0": {
          name: leaf("validation_not_in_invalid", "Must not be in list."),
          options: {
            max: leaf("validation_min_greater_equal_than_required", "Must be no less than 5."),
            pattern: regex,
          },
        },
        "1": {
          name: leaf("validation_match_invalid", "Must be in a valid format."),
          options: {
            min: leaf("validation_no_decimal_constraint", "Decimal numbers are not allowed."),
            max: leaf("validation_min_greater_equal_than_required", "Must be no less than 1.5."),
          },
        },
        "2": {
          id: leaf("validation_length_out_of_range", "The length must be between 5 and 255."),
          options: {
            exceptDomains: leaf("validation_empty", "Must be blank."),
            onlyDomains: leaf("validation_empty", "Must be blank."),
          },
        },
        "3": { options: { onlyDomains: { "1": leaf("validation_is_domain", "Must be a valid domain.") } } },
        "4": { options: { max: leaf("validation_date_out_of_range", "The date is out of range.") } },
        "5": { options: { values: required, maxSelect: required } },
        "6": {
          options: {
            maxSelect: leaf("validation_max_less_equal_than_required", "Must be no greater than 1."),
          },
        },
        "7": {
          options: { maxSelect: required, maxSize: required },
          unique: leaf("validation_empty", "Must be blank."),
        },
        "8": {
          options: {
            maxSelect: leaf("validation_min_greater_equal_than_required", "Must be no less than 1."),
            thumbs: {
              "0": leaf("validation_not_in_invalid", "Must not be in list."),
              "1": leaf("validation_match_invalid", "Must be in a valid format."),
            },
          },
        },
        "9": {
          options: {
            minSelect: leaf("validation_min_greater_equal_than_required", "Must be no less than 0."),
            maxSelect: leaf("validation_nil_or_not_empty_required", "Cannot be blank."),
          },
        },
        "10": {
          options: {
            maxSelect: leaf("validation_min_greater_equal_than_required", "Must be no less than 3."),
          },
        },
      },
    },
  });
});

test("duplicated field names (any case) or ids are reported alone", () => {
  expect(
    create({
      name: "x1",
      schema: [
        { name: "Title", type: "text" },
        { name: "title", type: "text" },
        { name: "", type: "text" },
      ],
    }).data,
  ).toEqual({
    schema: {
      "1": { name: leaf("validation_duplicated_field_name", "Duplicated or invalid schema field name.") },
    },
  });
  expect(
    create({
      name: "x1",
      schema: [
        { id: "same_id", name: "a", type: "text" },
        { id: "same_id", name: "b", type: "bool" },
      ],
    }).data,
  ).toEqual({
    schema: { "1": { id: leaf("validation_duplicated_field_id", "Duplicated or invalid schema field id.") } },
  });
});

test("relations must point at an existing collection id, and not at a view from a non-view collection", () => {
  const relation = (collectionId: string) => ({
    name: "x1",
    schema: [
      { name: "bad name", type: "text" },
      { name: "r", type: "relation", options: { collectionId } },
    ],
  });
  expect(create(relation("users")).data).toEqual({
    schema: {
      "1": {
        options: {
          collectionId: leaf("validation_field_invalid_relation", "The relation collection doesn't exist."),
        },
      },
    },
  });
  expect(create(relation("v9gwnfh02gjq1q0")).data).toEqual({
    schema: {
      "1": {
        options: {
          collectionId: leaf(
            "validation_field_non_view_base_relation_collection",
            "Non view collections are not allowed to have a view relation.",
          ),
        },
      },
    },
  });
});

test("auth collections reserve the auth field names", () => {
  expect(
    create({
      name: "x1",
      type: "auth",
      schema: [
        { name: "email", type: "text" },
        { name: "nick", type: "text" },
        { name: "passwordConfirm", type: "text" },
      ],
    }).data,
  ).toEqual({
    schema: {
      "0": {
        name: leaf("validation_reserved_auth_field_name", "The field name is reserved and cannot be used."),
      },
      "2": {
        name: leaf("validation_reserved_auth_field_name", "The field name is reserved and cannot be used."),
      },
    },
  });
});

test("rules must resolve against the new schema; indexes must parse", () => {
  const invalidRule = leaf("validation_invalid_rule", "Invalid filter rule.");
  expect(
    create({
      name: "x1",
      schema: [{ name: "title", type: "text" }],
      listRule: "title = 'a' && missing = 1",
      viewRule: "",
      createRule: "title ~",
      updateRule: "@request.auth.id != '' && title != ''",
      deleteRule: null,
      indexes: ["create index ok on x1 (title)", "create table nope (a)"],
    }).data,
  ).toEqual({
    listRule: invalidRule,
    createRule: invalidRule,
    indexes: { "1": leaf("validation_invalid_index_expression", "Invalid CREATE INDEX expression.") },
  });
});

test("auth options", () => {
  const options = (o: Record<string, unknown>) => create({ name: "x1", type: "auth", options: o }).data;
  expect(options({ minPasswordLength: "8" })).toEqual({
    options: leaf("validation_invalid_options", "Invalid options."),
  });
  expect(
    options({
      manageRule: "",
      allowEmailAuth: true,
      exceptEmailDomains: ["a.com"],
      onlyEmailDomains: ["bad domain"],
    }),
  ).toEqual({
    options: {
      manageRule: leaf("validation_nil_or_not_empty_required", "Cannot be blank."),
      exceptEmailDomains: leaf("validation_empty", "Must be blank."),
      onlyEmailDomains: leaf("validation_empty", "Must be blank."),
      minPasswordLength: required,
    },
  });
  expect(options({ onlyEmailDomains: ["bad domain"], minPasswordLength: 73 })).toEqual({
    options: {
      onlyEmailDomains: { "0": leaf("validation_is_domain", "Must be a valid domain.") },
      minPasswordLength: leaf("validation_max_less_equal_than_required", "Must be no greater than 72."),
    },
  });
  expect(options({ minPasswordLength: 4, manageRule: "nope = 1" })).toEqual({
    options: {
      minPasswordLength: leaf("validation_min_greater_equal_than_required", "Must be no less than 5."),
    },
  });
  expect(options({ manageRule: "nope = 1" })).toEqual({
    options: { manageRule: leaf("validation_invalid_rule", "Invalid filter rule.") },
  });
});

test("view collections: query required and valid, no indexes, no write rules", () => {
  expect(create({ name: "v", type: "view" }).data).toEqual({ options: { query: required } });
  expect(create({ name: "v", type: "view", options: { query: 5 } }).data).toEqual({
    options: leaf("validation_invalid_options", "Invalid options."),
  });
  expect(
    create({
      name: "v",
      type: "view",
      createRule: "",
      updateRule: "id != ''",
      deleteRule: null,
      indexes: ["create index i on v (id)"],
      options: { query: "select id from nowhere" },
    }).data,
  ).toEqual({
    createRule: leaf("validation_nil", "Must be blank."),
    updateRule: leaf("validation_nil", "Must be blank."),
    indexes: leaf("validation_indexes_not_supported", "The collection doesn't support indexes."),
    options: {
      query: leaf(
        "validation_invalid_view_query",
        "Invalid query - SQL logic error: no such table: main.nowhere (1).",
      ),
    },
  });
  expect(create({ name: "v", type: "view", options: { query: "select title from demo2" } }).data).toEqual({
    options: {
      query: leaf(
        "validation_invalid_view_query",
        "Invalid query - missing required id column (you can use `(ROW_NUMBER() OVER()) as id` if you don't have one).",
      ),
    },
  });
  // rules of a view resolve against its inferred schema
  expect(
    create({
      name: "v",
      type: "view",
      listRule: "title = 'x' && nope = 1",
      options: { query: "select id, title from demo2" },
    }).data,
  ).toEqual({ listRule: leaf("validation_invalid_rule", "Invalid filter rule.") });
});
