import { expect, test } from "vitest";
import {
  changeType,
  collectionPayload,
  draftFromCollection,
  isDraftChanged,
  newDraft,
  slugifyName,
} from "../../../../web/src/lib/collections/collection-form.ts";
import { ruleCompletions } from "../../../../web/src/lib/collections/collection-rules.ts";
import {
  newSchemaField,
  requiredHint,
  requiredLabel,
  setFieldMultiple,
  setFieldRequired,
  uniqueFieldName,
} from "../../../../web/src/lib/collections/schema-fields.ts";
import { demo, users } from "../fixtures.ts";

test("names are slugified as typed", () => {
  expect(slugifyName("My posts-2024!")).toBe("My_posts_2024");
  expect(slugifyName("café")).toBe("cafe");
});

test("new auth collections sign in by email, username and OAuth2 with 8+ character passwords", () => {
  expect(changeType(newDraft(), "auth").options).toMatchObject({
    allowEmailAuth: true,
    allowUsernameAuth: true,
    allowOAuth2Auth: true,
    minPasswordLength: 8,
  });
});

test("switching to view clears the create, update and delete rules and the indexes", () => {
  const draft = {
    ...newDraft(),
    createRule: "",
    updateRule: "x = 1",
    deleteRule: "",
    listRule: "",
    indexes: ["x"],
  };
  const view = changeType(draft, "view");
  expect(view).toMatchObject({
    createRule: null,
    updateRule: null,
    deleteRule: null,
    listRule: "",
    indexes: [],
  });
  expect(view.options).toEqual({ query: "" });
});

test("the payload drops fields marked for deletion and client-only keys", () => {
  const draft = draftFromCollection(demo);
  draft.schema[0] = { ...draft.schema[0], toDelete: true };
  const payload = collectionPayload(draft);
  const schema = payload.schema as Array<Record<string, unknown>>;
  expect(schema.map((f) => f.name)).not.toContain("text");
  expect(schema.every((f) => !("key" in f) && !("originalName" in f) && !("toDelete" in f))).toBe(true);
  expect(payload.id).toBe(demo.id);
});

test("a saved collection is changed only when its payload differs", () => {
  const saved = draftFromCollection(demo);
  expect(isDraftChanged(saved, draftFromCollection(demo))).toBe(false);
  expect(isDraftChanged(saved, { ...draftFromCollection(demo), listRule: "" })).toBe(true);
  expect(isDraftChanged(null, newDraft())).toBe(true);
});

test("new fields get the first unused name among field, field1, field2...", () => {
  expect(uniqueFieldName([])).toBe("field");
  expect(uniqueFieldName(["field", "Field1"])).toBe("field2");
  const f = newSchemaField("file", [{ name: "field" }]);
  expect(f).toMatchObject({ name: "field1", id: "", type: "file" });
  expect(f.options).toMatchObject({ maxSelect: 1, maxSize: 5242880 });
});

test("required forces nullable off; labels and hints per type", () => {
  const f = { ...newSchemaField("number", []), nullable: true };
  expect(setFieldRequired(f, true)).toMatchObject({ required: true, nullable: false });
  expect(requiredLabel("bool")).toBe("Nonfalsey");
  expect(requiredLabel("number")).toBe("Nonzero");
  expect(requiredLabel("text")).toBe("Nonempty");
  expect(requiredHint(f)).toBe("Requires the field value NOT to be 0.");
});

test("single and multiple switches", () => {
  const select = { ...newSchemaField("select", []), options: { maxSelect: 1, values: ["a", "b", "c"] } };
  expect(setFieldMultiple(select as never, true).options).toMatchObject({ maxSelect: 3 });
  expect(setFieldMultiple(newSchemaField("file", []), true).options).toMatchObject({ maxSelect: 99 });
  const rel = newSchemaField("relation", []);
  expect(setFieldMultiple(rel, true).options).toMatchObject({ maxSelect: null });
  const single = setFieldMultiple(
    { ...rel, options: { ...rel.options, minSelect: 2, maxSelect: 5 } } as never,
    false,
  );
  expect(single.options).toMatchObject({ maxSelect: 1, minSelect: null });
});

test("rule completions cover fields, relation paths, @request, @collection and macros", () => {
  // point the relations at users
  const linked = {
    ...demo,
    schema: demo.schema.map((f) =>
      f.type === "relation" ? { ...f, options: { ...f.options, collectionId: users.id } } : f,
    ),
  } as typeof demo;
  const words = ruleCompletions(draftFromCollection(linked), [linked, users]);
  for (const w of [
    "text",
    "created",
    "@request.method",
    "@request.data.text",
    "@request.auth.id",
    "@request.auth.email",
    `@collection.${users.name}.email`,
    "@now",
    "@todayStart",
  ]) {
    expect(words).toContain(w);
  }
  expect(words).toContain("rel_one.email");
  expect(words).toContain("@request.data.rel_many.email");
});
