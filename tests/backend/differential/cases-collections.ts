/** Collections: list, view, create, update, delete and import, valid and invalid. */
import { explicitFieldIds } from "./normalise.ts";
import type { DiffCase, DiffGroup, ServerUnderTest } from "./types.ts";

const admin = "admin" as const;

/** A schema field with an explicit id, so both servers answer the same id. */
export function field(
  id: string,
  name: string,
  type: string,
  options: Record<string, unknown> = {},
  extra = {},
) {
  explicitFieldIds.add(id);
  return { id, name, type, system: false, required: false, options, ...extra };
}

const everyType = [
  field("fdtext01", "title", "text", { min: 2, max: 20, pattern: "" }),
  field("fdnumb01", "count", "number", { min: 0, max: 100, noDecimal: true }),
  field("fdbool01", "done", "bool"),
  field("fdmail01", "mail", "email", { exceptDomains: null, onlyDomains: ["example.com"] }),
  field("fdurl001", "site", "url"),
  field("fddate01", "when", "date", { min: "", max: "" }),
  field("fdsel001", "kind", "select", { maxSelect: 1, values: ["a", "b", "c"] }),
  field("fdsel002", "tags", "select", { maxSelect: 2, values: ["x", "y", "z"] }),
  field("fdjson01", "meta", "json"),
  field("fdfile01", "doc", "file", {
    maxSelect: 1,
    maxSize: 5242880,
    mimeTypes: [],
    thumbs: [],
    protected: false,
  }),
  field("fdrel001", "owner", "relation", {
    collectionId: "_pb_users_auth_",
    cascadeDelete: false,
    minSelect: null,
    maxSelect: 1,
    displayFields: null,
  }),
  field("fdedit01", "body", "editor", { convertUrls: false }),
];

function create(name: string, id: string, body: Record<string, unknown>): DiffCase {
  return { name, method: "POST", url: "/api/collections", auth: admin, json: { id, ...body } };
}

const listing: DiffCase[] = [
  { name: "list collections as admin", url: "/api/collections", auth: admin },
  { name: "list collections without auth", url: "/api/collections" },
  { name: "list collections as a user", url: "/api/collections", auth: "user1" },
  { name: "list collections page 2 of 3 per page", url: "/api/collections?perPage=3&page=2", auth: admin },
  { name: "list collections sorted by -name", url: "/api/collections?sort=-name", auth: admin },
  { name: "list collections sorted by type,name", url: "/api/collections?sort=type,name", auth: admin },
  { name: "list collections filtered by type", url: "/api/collections?filter=type%3D'auth'", auth: admin },
  {
    name: "list collections filtered by name like",
    url: "/api/collections?filter=name~'demo'&sort=name",
    auth: admin,
  },
  {
    name: "list collections filter on an unknown field",
    url: "/api/collections?filter=nope%3D1",
    auth: admin,
  },
  { name: "list collections invalid filter syntax", url: "/api/collections?filter=name%3D%3D", auth: admin },
  { name: "list collections sort on an unknown field", url: "/api/collections?sort=nope", auth: admin },
  { name: "list collections with fields", url: "/api/collections?fields=id,name&sort=name", auth: admin },
  { name: "list collections skipTotal", url: "/api/collections?skipTotal=1&sort=created", auth: admin },
  { name: "list collections perPage 0", url: "/api/collections?perPage=0&sort=name", auth: admin },
  { name: "list collections page beyond the end", url: "/api/collections?page=9", auth: admin },
  { name: "view collection by name", url: "/api/collections/demo1", auth: admin },
  { name: "view collection by id", url: "/api/collections/wsmn24bux7wo113", auth: admin },
  { name: "view a view collection", url: "/api/collections/view1", auth: admin },
  { name: "view an auth collection", url: "/api/collections/nologin", auth: admin },
  { name: "view a missing collection", url: "/api/collections/missing", auth: admin },
  { name: "view collection without auth", url: "/api/collections/demo1" },
  { name: "view collection with fields", url: "/api/collections/demo2?fields=name,schema", auth: admin },
];

const creating: DiffCase[] = [
  create("create a base collection of every field type", "zzdiffcoll0001a", {
    name: "diff_every",
    type: "base",
    schema: everyType,
    listRule: "",
    viewRule: "done = true",
    indexes: ["CREATE INDEX idx_diff_every_title ON diff_every (title)"],
  }),
  { name: "view the created collection", url: "/api/collections/diff_every", auth: admin },
  create("create an auth collection", "zzdiffcoll0002a", {
    name: "diff_members",
    type: "auth",
    schema: [field("fdnick01", "nick", "text")],
    options: { allowEmailAuth: true, allowUsernameAuth: true, minPasswordLength: 9, requireEmail: true },
  }),
  create("create a view collection", "zzdiffcoll0003a", {
    name: "diff_view",
    type: "view",
    options: { query: "SELECT id, title, created FROM demo2" },
  }),
  create("create a view collection with an aggregate", "zzdiffcoll0004a", {
    name: "diff_counts",
    type: "view",
    options: { query: "SELECT id, count(*) as total FROM demo1 GROUP BY id" },
  }),
  create("create a view collection with an invalid query", "zzdiffcoll0005a", {
    name: "diff_bad_view",
    type: "view",
    options: { query: "SELECT nope FROM" },
  }),
  create("create a view collection without an id column", "zzdiffcoll0006a", {
    name: "diff_no_id_view",
    type: "view",
    options: { query: "SELECT title FROM demo2" },
  }),
  create("create with a duplicate name", "zzdiffcoll0007a", { name: "demo1", type: "base" }),
  create("create with a duplicate name in another case", "zzdiffcoll0008a", { name: "DEMO2", type: "base" }),
  create("create with an invalid name", "zzdiffcoll0009a", { name: "has space", type: "base" }),
  create("create with a reserved name prefix", "zzdiffcoll0010a", { name: "_bad", type: "base" }),
  create("create with an unknown type", "zzdiffcoll0011a", { name: "diff_type", type: "nope" }),
  create("create with an empty name", "zzdiffcoll0012a", { name: "", type: "base" }),
  create("create with an unknown field type", "zzdiffcoll0013a", {
    name: "diff_ftype",
    type: "base",
    schema: [field("fdbad001", "x", "nope")],
  }),
  create("create with duplicate field names", "zzdiffcoll0014a", {
    name: "diff_dupfield",
    type: "base",
    schema: [field("fddup001", "x", "text"), field("fddup002", "x", "number")],
  }),
  create("create with a reserved field name", "zzdiffcoll0015a", {
    name: "diff_reserved",
    type: "base",
    schema: [field("fdres001", "created", "text")],
  }),
  create("create with a relation to a missing collection", "zzdiffcoll0016a", {
    name: "diff_badrel",
    type: "base",
    schema: [field("fdrel009", "r", "relation", { collectionId: "missing", maxSelect: 1 })],
  }),
  create("create with a select without values", "zzdiffcoll0017a", {
    name: "diff_badsel",
    type: "base",
    schema: [field("fdsel009", "s", "select", { maxSelect: 1, values: [] })],
  }),
  create("create with an invalid rule", "zzdiffcoll0018a", {
    name: "diff_badrule",
    type: "base",
    listRule: "nope = 1",
  }),
  create("create with a rule of bad syntax", "zzdiffcoll0019a", {
    name: "diff_badrule2",
    type: "base",
    listRule: "(",
  }),
  create("create with an invalid index", "zzdiffcoll0020a", {
    name: "diff_badindex",
    type: "base",
    indexes: ["CREATE INDEX nope"],
  }),
  create("create with an invalid id", "bad id", { name: "diff_badid", type: "base" }),
  create("create with an id already used", "wsmn24bux7wo113", { name: "diff_usedid", type: "base" }),
  create("create with a text field min over max", "zzdiffcoll0021a", {
    name: "diff_minmax",
    type: "base",
    schema: [field("fdmm0001", "t", "text", { min: 10, max: 2 })],
  }),
  {
    name: "create without auth",
    method: "POST",
    url: "/api/collections",
    json: { name: "x1", type: "base" },
  },
  {
    name: "create as a user",
    method: "POST",
    url: "/api/collections",
    auth: "user1",
    json: { name: "x1", type: "base" },
  },
  { name: "create with a malformed body", method: "POST", url: "/api/collections", auth: admin, json: "[1," },
  create("create a base collection without fields", "zzdiffcoll0023a", {
    name: "diff_nofields",
    type: "base",
  }),
  create("create a minimal base collection", "zzdiffcoll0022a", {
    name: "diff_min",
    type: "base",
    schema: [field("fdmin001", "note", "text")],
  }),
];

const updating: DiffCase[] = [
  {
    name: "update rules and rename",
    method: "PATCH",
    url: "/api/collections/diff_min",
    auth: admin,
    json: { name: "diff_min2", listRule: "@request.auth.id != ''", deleteRule: null },
  },
  {
    name: "update adds a field",
    method: "PATCH",
    url: "/api/collections/diff_min2",
    auth: admin,
    json: { schema: [field("fdadd001", "label", "text", { min: null, max: null, pattern: "" })] },
  },
  {
    name: "update to a taken name",
    method: "PATCH",
    url: "/api/collections/diff_min2",
    auth: admin,
    json: { name: "demo1" },
  },
  {
    name: "update with an invalid rule",
    method: "PATCH",
    url: "/api/collections/diff_min2",
    auth: admin,
    json: { viewRule: "missing_field > 1" },
  },
  {
    name: "update changes the type",
    method: "PATCH",
    url: "/api/collections/diff_min2",
    auth: admin,
    json: { type: "auth" },
  },
  {
    name: "update a view's query",
    method: "PATCH",
    url: "/api/collections/diff_view",
    auth: admin,
    json: { options: { query: "SELECT id, active FROM demo2" } },
  },
  {
    name: "update the auth options",
    method: "PATCH",
    url: "/api/collections/diff_members",
    auth: admin,
    json: {
      options: { minPasswordLength: 4, onlyEmailDomains: ["example.com"], exceptEmailDomains: ["x.com"] },
    },
  },
  {
    name: "update a missing collection",
    method: "PATCH",
    url: "/api/collections/nope",
    auth: admin,
    json: {},
  },
  { name: "update without auth", method: "PATCH", url: "/api/collections/demo2", json: { listRule: "" } },
  { name: "view the updated collection", url: "/api/collections/diff_min2", auth: admin },
  {
    name: "delete a collection referenced by a relation",
    method: "DELETE",
    url: "/api/collections/users",
    auth: admin,
  },
  {
    name: "delete a collection used by a view",
    method: "DELETE",
    url: "/api/collections/demo2",
    auth: admin,
  },
  { name: "delete a missing collection", method: "DELETE", url: "/api/collections/nope", auth: admin },
  { name: "delete without auth", method: "DELETE", url: "/api/collections/diff_min2" },
  { name: "delete a collection", method: "DELETE", url: "/api/collections/diff_min2", auth: admin },
  { name: "delete a view collection", method: "DELETE", url: "/api/collections/diff_counts", auth: admin },
  { name: "the deleted collection is gone", url: "/api/collections/diff_min2", auth: admin },
  { name: "list after the changes", url: "/api/collections?sort=name&fields=id,name,type", auth: admin },
];

export const collectionsGroup: DiffGroup = {
  name: "collections",
  cases: [...listing, ...creating, ...updating],
};

const imported = [
  {
    id: "zzdiffimport01a",
    name: "diff_imported",
    type: "base",
    schema: [field("fdimp001", "title", "text"), field("fdimp002", "n", "number")],
    listRule: "",
  },
];

function importCase(name: string, json: unknown): DiffCase {
  return { name, method: "PUT", url: "/api/collections/import", auth: admin, json };
}

export const collectionsImportGroup: DiffGroup = {
  name: "collections import",
  cases: [
    importCase("import a new collection beside the others", { collections: imported, deleteMissing: false }),
    { name: "the imported collection is listed", url: "/api/collections/diff_imported", auth: admin },
    importCase("import with an empty list", { collections: [], deleteMissing: false }),
    importCase("import without the collections key", { deleteMissing: false }),
    importCase("import a collection with an invalid field", {
      collections: [{ ...imported[0], schema: [field("fdimp003", "", "text")] }],
    }),
    importCase("import two collections with the same name", {
      collections: [imported[0], { ...imported[0], id: "zzdiffimport02a" }],
    }),
    importCase("import changes an existing collection", {
      collections: [{ ...imported[0], listRule: null, schema: [field("fdimp001", "title", "text")] }],
    }),
    { name: "view the changed import", url: "/api/collections/diff_imported", auth: admin },
    importCase("import with deleteMissing that would drop referenced collections", {
      collections: imported,
      deleteMissing: true,
    }),
    {
      name: "export of every collection, kept for the next case",
      url: "/api/collections?perPage=200&sort=created",
      auth: admin,
      save: (observed, server) => server.vars.set("all", (observed.body as { items: unknown[] }).items),
    },
    {
      name: "import the full export back with deleteMissing",
      method: "PUT",
      url: "/api/collections/import",
      auth: admin,
      json: (server: ServerUnderTest) => ({ collections: server.vars.get("all"), deleteMissing: true }),
    },
    {
      name: "import the export without the imported one, deleteMissing drops it",
      accept:
        "PocketBase v0.18.1 refuses this second deleteMissing import with 'Failed to import the submitted collections.' and no detail (its import hides the cause); pbdeck applies it. Only the status family is compared",
      adjust: (observed) => ({
        status: observed.status < 500 ? 0 : observed.status,
        contentType: "",
        body: null,
      }),
      method: "PUT",
      url: "/api/collections/import",
      auth: admin,
      json: (server: ServerUnderTest) => ({
        collections: (server.vars.get("all") as Array<{ name: string }>).filter(
          (c) => c.name !== "diff_imported",
        ),
        deleteMissing: true,
      }),
    },
    { name: "the dropped collection is gone", url: "/api/collections/diff_imported", auth: admin },
    {
      name: "import as a user is refused",
      method: "PUT",
      url: "/api/collections/import",
      auth: "user1",
      json: { collections: imported },
    },
    {
      name: "import without auth",
      method: "PUT",
      url: "/api/collections/import",
      json: { collections: imported },
    },
    importCase("import a view and its source together", {
      collections: [
        { id: "zzdiffimport03a", name: "diff_src", type: "base", schema: [field("fdsrc001", "a", "text")] },
        {
          id: "zzdiffimport04a",
          name: "diff_src_view",
          type: "view",
          options: { query: "SELECT id, a FROM diff_src" },
        },
      ],
    }),
    { name: "the imported view answers", url: "/api/collections/diff_src_view/records", auth: admin },
    importCase("import a collection with a bad rule", {
      collections: [{ ...imported[0], listRule: "nope = 2" }],
    }),
  ],
};
