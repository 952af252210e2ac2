/** @module A one-line text field (controlled); claims typed input while active. */
import { Text, useInput } from "ink";
import { useInputCapture } from "../app/use-input-capture.ts";

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

export function LineInput({ value, onChange, onSubmit, onCancel, mask, active, placeholder }: LineInputProps) {
  useInputCapture(active);
  useInput(
    (input, key) => {
      if (key.return) return onSubmit?.(value);
      if (key.escape) return onCancel?.();
      if (key.backspace || key.delete) return onChange(value.slice(0, -1));
      if (key.ctrl && input === "u") return onChange("");
      if (key.ctrl || key.meta || key.tab || key.upArrow || key.downArrow || key.leftArrow || key.rightArrow) return;
      // pasted text arrives in one chunk; keep it on one line
      if (input) onChange(value + input.replace(/[\r\n]+/g, " "));
    },
    { isActive: active },
  );
  const shown = mask ? "*".repeat(value.length) : value;
  if (!shown && placeholder && !active) return <Text dimColor>{placeholder}</Text>;
  return (
    <Text>
      {shown}
      {active ? <Text inverse> </Text> : null}
      {!shown && placeholder ? <Text dimColor>{placeholder}</Text> : null}
    </Text>
  );
}
