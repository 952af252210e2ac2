import {
  FIELD_TYPE_GLYPHS,
  FIELD_TYPE_ICON_NAMES,
  type IconFieldType,
} from "../../lib/collections/field-type-icons.ts";
import { Icon } from "./Icon.tsx";

/**
 * The icon of a field type or helper type (`primary` id, `user` username), beside a header or label.
 * A glyph is drawn by CSS from `data-glyph`, so it never joins the text of the header it sits in.
 */
export function FieldTypeIcon({ type }: { type: IconFieldType | string }) {
  const iconName = FIELD_TYPE_ICON_NAMES[type as keyof typeof FIELD_TYPE_ICON_NAMES];
  return (
    <span
      className="field-type-icon"
      data-field-type={type}
      data-glyph={iconName ? undefined : (FIELD_TYPE_GLYPHS[type as IconFieldType] ?? "?")}
      aria-hidden="true"
    >
      {iconName && <Icon name={iconName} size={14} />}
    </span>
  );
}
