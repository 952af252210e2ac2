import { expect, test } from "vitest";
import type { ExportedCollection } from "../../../shared/schema/collections-export.ts";
import {
  collectionsFormat,
  type FieldsCollection,
  fromFieldsFormat,
  toFieldsFormat,
} from "../../../shared/schema/fields-conversion.ts";
import { viewColumns } from "../../../shared/schema/view-columns.ts";

const rules = {
  listRule: "@request.data.a = 1",
  viewRule: null,
  createRule: "",
  updateRule: null,
  deleteRule: null,
};
const field = (name: string, type: string, options: object, extra: object = {}) => ({
  system: false,
  id: `f_${name}`,
  name,
  type,
  required: false,
  presentable: false,
  unique: false,
  options,
  ...extra,
});
const flat = (name: string, type: string, options: object, extra: object = {}) => ({
  id: `f_${name}`,
  name,
  type,
  system: false,
  hidden: false,
  presentable: false,
  required: false,
  ...options,
  ...extra,
});

const base = {
  id: "posts_id_000001",
  name: "posts",
  type: "base",
  system: false,
  schema: [
    field("title", "text", { min: 2, max: null, pattern: "^a" }, { required: true }),
    field("n", "number", { min: 1, max: null, noDecimal: true }),
    field("ok", "bool", {}),
    field("mail", "email", { exceptDomains: null, onlyDomains: ["x.io"] }),
    field("site", "url", { exceptDomains: ["a.b"], onlyDomains: null }),
    field("body", "editor", { convertUrls: true }),
    field("at", "date", { min: "", max: "2030-01-01 00:00:00.000Z" }),
    field("tags", "select", { maxSelect: 2, values: ["a", "b"] }),
    field("meta", "json", { maxSize: 2000000 }),
    field("owner", "relation", {
      collectionId: "users",
      cascadeDelete: true,
      minSelect: null,
      maxSelect: 1,
      displayFields: null,
    }),
    field("many", "relation", {
      collectionId: "users",
      cascadeDelete: false,
      minSelect: 1,
      maxSelect: null,
      displayFields: null,
    }),
    field("docs", "file", {
      mimeTypes: ["image/png"],
      thumbs: ["10x10"],
      maxSelect: 3,
      maxSize: 100,
      protected: true,
    }),
  ],
  indexes: ["CREATE INDEX `idx_t` ON `posts` (`title`)"],
  ...rules,
  options: {},
} as unknown as ExportedCollection;

const idField = {
  id: "text3208210256",
  name: "id",
  type: "text",
  system: true,
  hidden: false,
  presentable: false,
  required: true,
  primaryKey: true,
  min: 15,
  max: 15,
  pattern: "^[a-z0-9]+$",
  autogeneratePattern: "[a-z0-9]{15}",
};
const created = {
  id: "autodate2990389176",
  name: "created",
  type: "autodate",
  system: false,
  hidden: false,
  presentable: false,
  onCreate: true,
  onUpdate: false,
};
const updated = { ...created, id: "autodate3332085495", name: "updated", onUpdate: true };

test("toFieldsFormat flattens every field type's options as the v0.23 upgrade does", () => {
  const [posts] = toFieldsFormat([base]);
  expect(posts).toEqual({
    id: "posts_id_000001",
    name: "posts",
    type: "base",
    system: false,
    fields: [
      idField,
      flat(
        "title",
        "text",
        { primaryKey: false, min: 2, max: 0, pattern: "^a", autogeneratePattern: "" },
        { required: true },
      ),
      flat("n", "number", { onlyInt: true, min: 1, max: null }),
      flat("ok", "bool", {}),
      flat("mail", "email", { exceptDomains: [], onlyDomains: ["x.io"] }),
      flat("site", "url", { exceptDomains: ["a.b"], onlyDomains: [] }),
      flat("body", "editor", { convertURLs: true, maxSize: 0 }),
      flat("at", "date", { min: "", max: "2030-01-01 00:00:00.000Z" }),
      flat("tags", "select", { maxSelect: 2, values: ["a", "b"] }),
      flat("meta", "json", { maxSize: 2000000 }),
      flat("owner", "relation", { collectionId: "users", cascadeDelete: true, minSelect: 0, maxSelect: 1 }),
      flat("many", "relation", {
        collectionId: "users",
        cascadeDelete: false,
        minSelect: 1,
        maxSelect: 2147483647,
      }),
      flat("docs", "file", {
        maxSelect: 3,
        maxSize: 100,
        mimeTypes: ["image/png"],
        thumbs: ["10x10"],
        protected: true,
      }),
      created,
      updated,
    ],
    indexes: ["CREATE INDEX `idx_t` ON `posts` (`title`)"],
    listRule: "@request.body.a = 1",
    viewRule: null,
    createRule: "",
    updateRule: null,
    deleteRule: null,
  });
});

const auth = {
  id: "members00000001",
  name: "members",
  type: "auth",
  system: false,
  schema: [field("name", "text", { min: null, max: null, pattern: "" })],
  indexes: [],
  ...rules,
  options: {
    allowEmailAuth: false,
    allowOAuth2Auth: true,
    allowUsernameAuth: true,
    exceptEmailDomains: null,
    manageRule: "@request.data.x != ''",
    minPasswordLength: 12,
    onlyEmailDomains: ["corp.io"],
    onlyVerified: true,
    requireEmail: true,
  },
} as unknown as ExportedCollection;

test("toFieldsFormat gives an auth collection its system fields, indexes and auth settings", () => {
  const [members] = toFieldsFormat([auth]);
  expect(members.fields.map((f) => `${f.name}:${f.id}`)).toEqual([
    "id:text3208210256",
    "password:password901924565",
    "tokenKey:text2504183744",
    "email:email3885137012",
    "emailVisibility:bool1547992806",
    "verified:bool256245529",
    "username:text4166911607",
    "name:f_name",
    "created:autodate2990389176",
    "updated:autodate3332085495",
  ]);
  expect(members.fields[1]).toMatchObject({ type: "password", hidden: true, min: 12, cost: 10 });
  expect(members.fields[3]).toMatchObject({ required: true, exceptDomains: [], onlyDomains: ["corp.io"] });
  expect(members.indexes).toEqual([
    "CREATE UNIQUE INDEX `_members00000001_username_idx` ON `members` (username COLLATE NOCASE)",
    "CREATE UNIQUE INDEX `_members00000001_email_idx` ON `members` (`email`) WHERE `email` != ''",
    "CREATE UNIQUE INDEX `_members00000001_tokenKey_idx` ON `members` (`tokenKey`)",
  ]);
  expect(members).toMatchObject({
    authRule: "verified=true",
    manageRule: "@request.body.x != ''",
    passwordAuth: { enabled: true, identityFields: ["username"] },
    oauth2: { enabled: true, mappedFields: { id: "", name: "", username: "username", avatarURL: "" } },
  });
  expect(members).not.toHaveProperty("authToken");
  expect(members).not.toHaveProperty("options");
});

const view = (query: string) =>
  ({
    id: "v1",
    name: "v1",
    type: "view",
    system: false,
    schema: [],
    indexes: [],
    ...rules,
    options: { query },
  }) as unknown as ExportedCollection;

test("a view keeps created/updated only when its query selects columns of those names", () => {
  const names = (query: string) => toFieldsFormat([view(query)])[0].fields.map((f) => f.name);
  expect(names("select id, created from posts")).toEqual(["id", "created"]);
  expect(names("SELECT p.id, max(p.updated) AS updated FROM posts p")).toEqual(["id", "updated"]);
  expect(names("select id, (select created from x) as made from posts")).toEqual(["id"]);
  const [v] = toFieldsFormat([view("select id from posts")]);
  expect(v.viewQuery).toBe("select id from posts");
  expect(v.fields[0]).toEqual({ ...idField, min: 0, max: 0, autogeneratePattern: "" });
  expect(viewColumns('select a.id, b.x "Created", count(*) n from a join b')).toEqual(["id", "created", "n"]);
});

test("fromFieldsFormat gives back the older collections (auth included)", () => {
  const [posts, members] = fromFieldsFormat(toFieldsFormat([base, auth]));
  expect(posts).toEqual({
    ...base,
    schema: base.schema.map((f) =>
      f.name === "mail"
        ? { ...f, options: { exceptDomains: [], onlyDomains: ["x.io"] } }
        : f.name === "site"
          ? { ...f, options: { exceptDomains: ["a.b"], onlyDomains: [] } }
          : f,
    ),
  });
  expect(members).toEqual({ ...auth, options: { ...auth.options, exceptEmailDomains: [] } });
});

function withField(extra: object, collection: Partial<FieldsCollection> = {}): FieldsCollection[] {
  const [posts] = toFieldsFormat([base]);
  return [{ ...posts, ...collection, fields: [...posts.fields, extra as never] }];
}

test("fromFieldsFormat: a maxSelect of 0 (single on v0.23+) comes back as 1, the least v0.18 takes", () => {
  const [posts] = fromFieldsFormat(
    withField(flat("one", "relation", { collectionId: "posts_id_000001", maxSelect: 0 })).map((c) => ({
      ...c,
      fields: [
        ...c.fields,
        flat("pick", "select", { values: ["a", "b"], maxSelect: 0 }) as never,
        flat("doc", "file", { maxSelect: 0, maxSize: 0, mimeTypes: [], thumbs: [] }) as never,
      ],
    })),
  );
  const maxSelect = (name: string) =>
    (posts.schema.find((f) => f.name === name)?.options as { maxSelect?: unknown } | undefined)?.maxSelect;
  expect([maxSelect("one"), maxSelect("pick"), maxSelect("doc")]).toEqual([1, 1, 1]);
});

test("fromFieldsFormat refuses what the older server cannot hold, naming it", () => {
  const refusal = (collections: FieldsCollection[]) => () => fromFieldsFormat(collections);
  expect(refusal(withField(flat("location", "geoPoint", {})))).toThrow(
    'collection "posts" field "location": the geoPoint type does not exist before PocketBase v0.23',
  );
  expect(
    refusal(withField(flat("secret", "text", { min: 0, max: 0, pattern: "" }, { hidden: true }))),
  ).toThrow('collection "posts" field "secret": hidden fields do not exist before PocketBase v0.23');
  expect(refusal(withField(flat("seen", "autodate", { onCreate: true, onUpdate: true })))).toThrow(
    'collection "posts" field "seen": autodate fields other than created/updated do not exist before PocketBase v0.23',
  );
  expect(refusal(withField(flat("pin", "password", { min: 4 })))).toThrow(
    'collection "posts" field "pin": password fields other than auth\'s do not exist before PocketBase v0.23',
  );
  const [members] = toFieldsFormat([auth]);
  expect(refusal([{ ...members, mfa: { enabled: true, duration: 600, rule: "" } }])).toThrow(
    'collection "members" has mfa enabled: it does not exist before PocketBase v0.23',
  );
  // v0.23+ turns auth alerts on by default: not blocking, the older server has none
  expect(refusal([{ ...members, authAlert: { enabled: true } }])).not.toThrow();
  expect(refusal([{ ...members, otp: { enabled: true, duration: 180, length: 8 } }])).toThrow(
    'collection "members" has otp enabled: it does not exist before PocketBase v0.23',
  );
  expect(refusal([{ ...members, authRule: "name != ''" }])).toThrow(
    'collection "members" has the auth rule "name != \'\'": only "" and "verified=true" exist before PocketBase v0.23',
  );
  const [posts] = toFieldsFormat([base]);
  const customId = {
    ...posts,
    fields: [{ ...posts.fields[0], pattern: "^[0-9]+$" }, ...posts.fields.slice(1)],
  };
  expect(refusal([customId])).toThrow('collection "posts" field "id": a custom pattern of the record id');
});

test("collectionsFormat tells the two formats apart", () => {
  expect(collectionsFormat([base])).toBe("schema");
  expect(collectionsFormat(toFieldsFormat([base]))).toBe("fields");
});
