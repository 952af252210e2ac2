import { expect, test } from "vitest";
import type { Collection } from "../../../../shared/models.ts";
import { FIELD_TYPES } from "../../../../shared/models.ts";
import {
  columnIconType,
  FIELD_TYPE_GLYPHS,
  FIELD_TYPE_ICON_NAMES,
} from "../../../../web/src/lib/collections/field-type-icons.ts";

const schema = [
  { name: "title", type: "text" },
  { name: "owner", type: "relation" },
] as Collection["schema"];

test("the helper types primary and user name the id and an auth record's username", () => {
  const auth = { type: "auth", schema } as Pick<Collection, "type" | "schema">;
  const base = { type: "base", schema } as Pick<Collection, "type" | "schema">;
  expect(columnIconType(auth, "id")).toBe("primary");
  expect(columnIconType(auth, "username")).toBe("user");
  expect(columnIconType(auth, "email")).toBe("email");
  expect(columnIconType(base, "id")).toBe("primary");
  expect(columnIconType(base, "username")).toBeNull(); // not a system column of a base collection
  expect(columnIconType(base, "title")).toBe("text");
  expect(columnIconType(base, "owner")).toBe("relation");
  expect(columnIconType(base, "created")).toBe("date");
  expect(columnIconType(base, "updated")).toBe("date");
  expect(columnIconType(base, "nope")).toBeNull();
});

test("every field type and both helper types have a glyph or an icon", () => {
  for (const type of [...FIELD_TYPES, "primary", "user"] as const) {
    const drawn =
      FIELD_TYPE_GLYPHS[type] || FIELD_TYPE_ICON_NAMES[type as keyof typeof FIELD_TYPE_ICON_NAMES];
    expect(drawn, type).toBeTruthy();
  }
  expect(FIELD_TYPE_ICON_NAMES.primary).toBe("key");
  expect(FIELD_TYPE_ICON_NAMES.user).toBe("user");
});

test("v0.23+'s own field types have their glyphs in the collection editor, not the unknown mark", async () => {
  const { renderToStaticMarkup } = await import("react-dom/server");
  const { createElement } = await import("react");
  const { FieldTypeIcon } = await import("../../../../web/src/components/base/FieldTypeIcon.tsx");
  for (const type of ["autodate", "password", "geoPoint"]) {
    const html = renderToStaticMarkup(createElement(FieldTypeIcon, { type }));
    const glyph = /data-glyph="([^"]*)"/.exec(html)?.[1];
    expect(glyph, type).toBeTruthy();
    expect(glyph, type).not.toBe("?");
  }
  expect(renderToStaticMarkup(createElement(FieldTypeIcon, { type: "nope" }))).toContain('data-glyph="?"');
});
