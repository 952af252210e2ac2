/** Small collections shaped like the fixture's, for logic tests. */
import type { Collection, SchemaField } from "../../../shared/models.ts";

function field(name: string, type: SchemaField["type"], options: Record<string, unknown> = {}): SchemaField {
  return {
    system: false,
    id: `f_${name}`,
    name,
    type,
    required: false,
    presentable: false,
    unique: false,
    options,
  } as SchemaField;
}

export const demo: Collection = {
  id: "wsmn24bux7wo113",
  created: "",
  updated: "",
  name: "demo1",
  type: "base",
  system: false,
  indexes: [],
  listRule: null,
  viewRule: null,
  createRule: null,
  updateRule: null,
  deleteRule: null,
  options: {},
  schema: [
    field("text", "text", { min: null, max: null, pattern: "" }),
    field("bool", "bool"),
    field("number", "number", { min: null, max: null, noDecimal: false }),
    field("select_one", "select", { maxSelect: 1, values: ["a", "b", "c"] }),
    field("select_many", "select", { maxSelect: 2, values: ["a", "b", "c"] }),
    field("json", "json"),
    field("datetime", "date", { min: "", max: "" }),
    field("file_one", "file", { maxSelect: 1, maxSize: 5242880, mimeTypes: [], thumbs: [], protected: true }),
    field("file_many", "file", {
      maxSelect: 99,
      maxSize: 5242880,
      mimeTypes: [],
      thumbs: [],
      protected: false,
    }),
    field("rel_one", "relation", {
      collectionId: "x",
      cascadeDelete: false,
      minSelect: null,
      maxSelect: 1,
      displayFields: null,
    }),
    field("rel_many", "relation", {
      collectionId: "x",
      cascadeDelete: false,
      minSelect: null,
      maxSelect: null,
      displayFields: null,
    }),
  ],
};

export const users: Collection = {
  ...demo,
  id: "_pb_users_auth_",
  name: "users",
  type: "auth",
  schema: [field("name", "text", { min: null, max: null, pattern: "" })],
  options: {
    allowEmailAuth: true,
    allowOAuth2Auth: true,
    allowUsernameAuth: true,
    exceptEmailDomains: null,
    manageRule: null,
    minPasswordLength: 8,
    onlyEmailDomains: null,
    requireEmail: false,
  },
};
