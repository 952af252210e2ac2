import { expect, test } from "vitest";
import {
  type DraftCollection,
  draftFromCollection,
  renameDraft,
} from "../../../../web/src/lib/collections/collection-form.ts";
import {
  detectSchemaChanges,
  hasSignificantChanges,
} from "../../../../web/src/lib/collections/schema-changes.ts";
import { newSchemaField, setFieldMultiple } from "../../../../web/src/lib/collections/schema-fields.ts";
import { demo } from "../fixtures.ts";

const saved = () => draftFromCollection(demo);

function editField(
  draft: DraftCollection,
  name: string,
  change: (f: DraftCollection["schema"][number]) => object,
) {
  return {
    ...draft,
    schema: draft.schema.map((f) => (f.name === name ? { ...f, ...change(f) } : f)),
  } as DraftCollection;
}

test("an unchanged collection, or one with only new fields and options, needs no confirmation", () => {
  const draft = saved();
  expect(hasSignificantChanges(detectSchemaChanges(saved(), draft))).toBe(false);
  draft.schema.push(newSchemaField("text", draft.schema));
  const edited = editField(draft, "text", (f) => ({ options: { ...f.options, min: 3 }, required: true }));
  expect(detectSchemaChanges(saved(), edited)).toEqual({
    renamedCollection: null,
    renamedFields: [],
    removedFields: [],
    multipleToSingle: [],
  });
});

test("a new collection has no significant changes", () => {
  expect(hasSignificantChanges(detectSchemaChanges(null, saved()))).toBe(false);
});

test("renamed fields report old and new names", () => {
  const draft = editField(saved(), "text", () => ({ name: "title" }));
  const changes = detectSchemaChanges(saved(), draft);
  expect(changes.renamedFields).toEqual([{ from: "text", to: "title" }]);
  expect(hasSignificantChanges(changes)).toBe(true);
});

test("fields marked for deletion and fields dropped from the list count as removed", () => {
  let draft = editField(saved(), "bool", () => ({ toDelete: true }));
  draft = { ...draft, schema: draft.schema.filter((f) => f.name !== "json") };
  const changes = detectSchemaChanges(saved(), draft);
  expect(changes.removedFields).toEqual(["bool", "json"]);
  expect(changes.renamedFields).toEqual([]);
});

test("a removed field that was also renamed is reported as removed under its saved name", () => {
  const draft = editField(saved(), "text", () => ({ name: "other", toDelete: true }));
  expect(detectSchemaChanges(saved(), draft)).toMatchObject({ removedFields: ["text"], renamedFields: [] });
});

test("multiple to single conversions of select, file and relation fields", () => {
  let draft = saved();
  for (const name of ["select_many", "file_many", "rel_many"]) {
    const field = draft.schema.find((f) => f.name === name);
    if (!field) throw new Error(name);
    draft = editField(draft, name, () => setFieldMultiple(field, false));
  }
  const changes = detectSchemaChanges(saved(), draft);
  expect(changes.multipleToSingle).toEqual(["select_many", "file_many", "rel_many"]);
  expect(hasSignificantChanges(changes)).toBe(true);
  // single to multiple is harmless
  const back = detectSchemaChanges(draft, saved());
  expect(back.multipleToSingle).toEqual([]);
});

test("a collection rename is reported", () => {
  const changes = detectSchemaChanges(saved(), renameDraft(saved(), "demo_renamed"));
  expect(changes.renamedCollection).toEqual({ from: "demo1", to: "demo_renamed" });
  expect(hasSignificantChanges(changes)).toBe(true);
});

test("view collections report only the collection rename", () => {
  const view = { ...saved(), type: "view" as const };
  const draft = { ...renameDraft(view, "v2"), schema: [] };
  expect(detectSchemaChanges(view, draft)).toEqual({
    renamedCollection: { from: "demo1", to: "v2" },
    renamedFields: [],
    removedFields: [],
    multipleToSingle: [],
  });
});
