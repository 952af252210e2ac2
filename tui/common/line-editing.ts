/** @module What a key does to a one-line text value (shared by single inputs and forms). */
import type { Key } from "ink";

export type LineEdit = { kind: "change"; value: string } | { kind: "submit" } | { kind: "cancel" } | null;

/** The effect of one key press on `value`: a new value, submit (Enter), cancel (Esc) or nothing. */
export function editLine(value: string, input: string, key: Key): LineEdit {
  if (key.return) return { kind: "submit" };
  if (key.escape) return { kind: "cancel" };
  if (key.backspace || key.delete) return { kind: "change", value: value.slice(0, -1) };
  if (key.ctrl && input === "u") return { kind: "change", value: "" };
  if (key.ctrl || key.meta || key.tab || key.upArrow || key.downArrow || key.leftArrow || key.rightArrow)
    return null;
  if (key.pageUp || key.pageDown || key.home || key.end) return null;
  // pasted text arrives in one chunk; keep it on one line
  return input ? { kind: "change", value: value + input.replace(/[\r\n]+/g, " ") } : null;
}
