import { describe, expect, test } from "vitest";
import type { DraftField } from "../../../../web/src/lib/collections/collection-form.ts";
import { duplicateSchemaField } from "../../../../web/src/lib/collections/schema-fields.ts";

const title = {
  system: false,
  id: "abc123",
  name: "title",
  type: "text",
  required: true,
  presentable: false,
  unique: false,
  options: { min: 3, max: 50, pattern: "" },
  key: "k1",
} as unknown as DraftField;

describe("duplicateSchemaField", () => {
  test("a new field (no id, new key) with the same type and options, named <name>_copy", () => {
    const copy = duplicateSchemaField(title, [title]);
    expect(copy).toMatchObject({
      id: "",
      name: "title_copy",
      type: "text",
      required: true,
      options: title.options,
    });
    expect(copy.key).not.toBe("k1");
    expect(copy.options).not.toBe(title.options); // a deep copy: editing it leaves the original alone
  });

  test("the first free name when the copy's name is taken", () => {
    const schema = [title, { ...title, name: "title_copy" }, { ...title, name: "TITLE_COPY1" }];
    expect(duplicateSchemaField(title, schema).name).toBe("title_copy2");
  });
});
