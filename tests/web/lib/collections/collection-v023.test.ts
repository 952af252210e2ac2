import { expect, test } from "vitest";
import { tabErrors } from "../../../../web/src/lib/collections/collection-errors.ts";
import {
  collectionPayload,
  duplicateDraft,
  isDraftChanged,
} from "../../../../web/src/lib/collections/collection-form.ts";
import {
  draftFromServer,
  formErrorsFromServer,
  newDraftFromScaffold,
  type RawCollection,
  setAtPath,
} from "../../../../web/src/lib/collections/collection-v023.ts";

/** A base collection as real PocketBase 0.40.6 answers it, one field of each type. */
const SAVED: RawCollection = {
  id: "pbc_1",
  created: "2026-01-01 00:00:00.000Z",
  updated: "2026-01-01 00:00:00.000Z",
  name: "t1",
  type: "base",
  system: false,
  listRule: null,
  viewRule: "",
  createRule: null,
  updateRule: null,
  deleteRule: null,
  indexes: ["CREATE INDEX `idx_a` ON `t1` (`a`)"],
  fields: [
    {
      autogeneratePattern: "[a-z0-9]{15}",
      help: "",
      hidden: false,
      id: "text3208210256",
      max: 15,
      min: 15,
      name: "id",
      pattern: "^[a-z0-9]+$",
      presentable: false,
      primaryKey: true,
      required: true,
      system: true,
      type: "text",
    },
    {
      autogeneratePattern: "",
      help: "a help",
      hidden: false,
      id: "text1",
      max: 0,
      min: 0,
      name: "a",
      pattern: "",
      presentable: true,
      primaryKey: false,
      required: false,
      system: false,
      type: "text",
    },
    {
      convertURLs: false,
      help: "",
      hidden: false,
      id: "editor1",
      maxSize: 0,
      name: "b",
      presentable: false,
      required: false,
      system: false,
      type: "editor",
    },
    {
      help: "",
      hidden: true,
      id: "number1",
      max: null,
      min: 2,
      name: "c",
      onlyInt: true,
      presentable: false,
      required: false,
      system: false,
      type: "number",
    },
    {
      exceptDomains: [],
      help: "",
      hidden: false,
      id: "email1",
      name: "e",
      onlyDomains: null,
      presentable: false,
      required: false,
      system: false,
      type: "email",
    },
    {
      help: "",
      hidden: false,
      id: "select1",
      maxSelect: 0,
      name: "h",
      presentable: false,
      required: false,
      system: false,
      type: "select",
      values: ["x"],
    },
    {
      cascadeDelete: false,
      collectionId: "_pb_users_auth_",
      help: "",
      hidden: false,
      id: "relation1",
      maxSelect: 2147483647,
      minSelect: 0,
      name: "k",
      presentable: false,
      required: false,
      system: false,
      type: "relation",
    },
    {
      hidden: false,
      id: "autodate1",
      name: "created",
      onCreate: true,
      onUpdate: false,
      presentable: false,
      system: false,
      type: "autodate",
    },
    {
      help: "",
      hidden: false,
      id: "geoPoint1",
      name: "m",
      presentable: false,
      required: false,
      system: false,
      type: "geoPoint",
    },
    {
      cost: 10,
      help: "",
      hidden: false,
      id: "password1",
      max: 20,
      min: 9,
      name: "n",
      pattern: "^x",
      presentable: false,
      required: false,
      system: false,
      type: "password",
    },
  ],
};

test("an unchanged v0.23+ collection saves as the server sent it (no created/updated), and counts as unchanged", () => {
  const saved = draftFromServer(SAVED);
  const { created: _c, updated: _u, ...expected } = SAVED;
  expect(collectionPayload(draftFromServer(SAVED))).toEqual(expected);
  expect(isDraftChanged(saved, draftFromServer(SAVED))).toBe(false);
});

test("the form's option names go back under the server's names, keeping what the form does not show", () => {
  const draft = draftFromServer(SAVED);
  const number = draft.schema.find((f) => f.name === "c");
  expect(number?.options).toEqual({ min: 2, max: null, noDecimal: true });
  if (number?.type === "number") number.options.noDecimal = false;
  const relation = draft.schema.find((f) => f.name === "k");
  expect(relation?.options).toMatchObject({ maxSelect: null, minSelect: null });
  const body = collectionPayload(draft) as { fields: Array<Record<string, unknown>> };
  expect(body.fields.find((f) => f.name === "c")).toMatchObject({
    onlyInt: false,
    hidden: true,
    id: "number1",
  });
  expect(body.fields.find((f) => f.name === "c")).not.toHaveProperty("noDecimal");
  expect(body.fields.find((f) => f.name === "a")).toMatchObject({ help: "a help", autogeneratePattern: "" });
  expect(body.fields.find((f) => f.name === "created")).not.toHaveProperty("required");
});

test("a duplicate sends no collection or field ids", () => {
  const body = collectionPayload(duplicateDraft(draftFromServer(SAVED))) as {
    id?: string;
    name?: string;
    fields: Array<Record<string, unknown>>;
  };
  expect(body.id).toBeUndefined();
  expect(body.name).toBe("t1_duplicate");
  expect(body.fields.every((f) => !("id" in f))).toBe(true);
});

test("a new collection starts from the server's scaffold plus created/updated", () => {
  const draft = newDraftFromScaffold({
    ...SAVED,
    id: "",
    name: "",
    fields: [SAVED.fields?.[0] ?? { name: "id", type: "text" }],
  });
  expect(draft.schema.map((f) => f.name)).toEqual(["id", "created", "updated"]);
  const body = collectionPayload({ ...draft, name: "posts" });
  expect(body).not.toHaveProperty("id");
  expect((body.fields as Array<Record<string, unknown>>)[2]).toEqual({
    // the id PocketBase's own v0.23 upgrade gives an `updated` autodate
    id: expect.stringMatching(/^autodate\d+$/),
    name: "updated",
    type: "autodate",
    system: false,
    hidden: false,
    presentable: false,
    onCreate: true,
    onUpdate: true,
  });
});

test("server error paths become the form's", () => {
  expect(
    formErrorsFromServer({
      fields: { 2: { name: { code: "c", message: "Bad name." }, onlyInt: { code: "c", message: "Bad." } } },
      viewQuery: { code: "c", message: "Bad query." },
      name: { code: "c", message: "Taken." },
    }),
  ).toEqual({
    schema: {
      2: {
        name: { code: "c", message: "Bad name." },
        options: { noDecimal: { code: "c", message: "Bad." } },
      },
    },
    options: { query: { code: "c", message: "Bad query." } },
    name: { code: "c", message: "Taken." },
  });
});

test("auth settings are set at a path of the kept collection; their errors mark the Options and API Rules tabs", () => {
  const raw = {
    oauth2: { enabled: false, providers: [{ name: "google", clientId: "a" }] },
    mfa: { enabled: false },
  };
  const next = setAtPath(raw, ["oauth2", "providers", 0, "clientId"], "b") as typeof raw;
  expect(next.oauth2.providers).toEqual([{ name: "google", clientId: "b" }]);
  expect(raw.oauth2.providers[0].clientId).toBe("a"); // a copy: the saved draft stays as it was
  expect(setAtPath({}, ["mfa", "enabled"], true)).toEqual({ mfa: { enabled: true } });
  const error = { code: "validation_required", message: "Cannot be blank." };
  expect(tabErrors({ oauth2: { providers: { 0: { clientId: error } } } })).toEqual({
    schema: false,
    rules: false,
    options: true,
  });
  expect(tabErrors({ authRule: error }).rules).toBe(true);
});
