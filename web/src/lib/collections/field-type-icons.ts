/**
 * @module The field type icons of headers and labels. Besides the schema's types, two helper types name
 * system columns (the spec: "user and primary also appear as types in shared helpers"): `primary` for
 * the record id, `user` for an auth record's username.
 */
import type { NewerFieldType } from "../../../../shared/client/generations/v023/collections-display.ts";
import type { Collection, FieldType } from "../../../../shared/models.ts";

/** A type an icon is drawn for: a schema field type (v0.23+'s own too), or one of the two helper types. */
export type IconFieldType = FieldType | NewerFieldType | "primary" | "user";

/** A short glyph per type, drawn as text (url, file, primary and user use the app's icons instead). */
export const FIELD_TYPE_GLYPHS: Readonly<Record<IconFieldType, string>> = {
  primary: "",
  user: "",
  text: "T",
  editor: "¶",
  number: "#",
  bool: "◐",
  email: "@",
  date: "◷",
  select: "☰",
  relation: "⇄",
  json: "{}",
  url: "",
  file: "",
  // v0.23+ (the collection editor shows the server's own types)
  autodate: "◷",
  password: "*",
  geoPoint: "⌖",
};

/** The types drawn with one of the app's icons rather than a glyph. */
export const FIELD_TYPE_ICON_NAMES = { primary: "key", user: "user", url: "link", file: "file" } as const;

/**
 * The icon type of a records table column: `primary` for id, `user` for an auth collection's username,
 * `email` for its email, `date` for created and updated, else the schema field's type (null for an
 * unknown column).
 */
export function columnIconType(
  collection: Pick<Collection, "type" | "schema">,
  column: string,
): IconFieldType | null {
  if (column === "id") return "primary";
  if (collection.type === "auth" && column === "username") return "user";
  if (collection.type === "auth" && column === "email") return "email";
  const field = collection.schema.find((f) => f.name === column);
  if (field) return field.type;
  return column === "created" || column === "updated" ? "date" : null;
}
