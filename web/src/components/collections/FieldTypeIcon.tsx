/** A short glyph per field type (drawn with text so it needs no icon set). */
const GLYPHS: Record<string, string> = {
  text: "T",
  editor: "¶",
  number: "#",
  bool: "◐",
  email: "@",
  url: "⛓",
  date: "◷",
  select: "☰",
  file: "▤",
  relation: "⇄",
  json: "{}",
};

export function FieldTypeIcon({ type }: { type: string }) {
  return (
    <span className="field-type-icon" aria-hidden="true">
      {GLYPHS[type] ?? "?"}
    </span>
  );
}
