/** @module A one-line text field (controlled); claims typed input while active. */
import { useRef } from "react";
import { useKeys } from "../app/use-keys.ts";
import { LineText } from "./LineText.tsx";
import { editLine } from "./line-editing.ts";

export interface LineInputProps {
  value: string;
  onChange(value: string): void;
  onSubmit?(value: string): void;
  onCancel?(): void;
  /** Draws `*` for each character (passwords). */
  mask?: boolean;
  active: boolean;
  placeholder?: string;
}

export function LineInput({
  value,
  onChange,
  onSubmit,
  onCancel,
  mask,
  active,
  placeholder,
}: LineInputProps) {
  // keys can arrive faster than renders: edit the latest value, not the rendered one
  const latest = useRef(value);
  latest.current = value;
  useKeys(
    (input, key) => {
      const edit = editLine(latest.current, input, key);
      if (edit?.kind === "change") {
        latest.current = edit.value;
        onChange(edit.value);
      } else if (edit?.kind === "submit") {
        if (edit.value !== undefined && edit.value !== latest.current) {
          latest.current = edit.value;
          onChange(edit.value);
        }
        onSubmit?.(latest.current);
      } else if (edit?.kind === "cancel") onCancel?.();
    },
    { active, capture: active },
  );
  return <LineText value={value} mask={mask} focused={active} placeholder={placeholder} />;
}
