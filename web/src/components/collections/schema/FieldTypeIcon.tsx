import { Icon } from "../../base/Icon.tsx";

/** A short glyph per field type, drawn with text; url and file use the app's icons (no font has a good glyph). */
const GLYPHS: Record<string, string> = {
  text: "T",
  editor: "¶",
  number: "#",
  bool: "◐",
  email: "@",
  date: "◷",
  select: "☰",
  relation: "⇄",
  json: "{}",
};

export function FieldTypeIcon({ type }: { type: string }) {
  if (type === "url" || type === "file") {
    return (
      <span className="field-type-icon" aria-hidden="true">
        <Icon name={type === "url" ? "link" : "file"} size={14} />
      </span>
    );
  }
  return (
    <span className="field-type-icon" aria-hidden="true">
      {GLYPHS[type] ?? "?"}
    </span>
  );
}
