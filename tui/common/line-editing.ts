/** @module What a key does to a one-line text value (shared by single inputs and forms). */
import type { Key } from "ink";

/** `submit` carries the value when the same chunk also brought text (see `editLine`). */
export type LineEdit =
  | { kind: "change"; value: string }
  | { kind: "submit"; value?: string }
  | { kind: "cancel" }
  | null;

/** The effect of one key press on `value`: a new value, submit (Enter), cancel (Esc) or nothing. */
export function editLine(value: string, input: string, key: Key): LineEdit {
  if (key.return) return { kind: "submit" };
  if (key.escape) return { kind: "cancel" };
  if (key.backspace || key.delete) return { kind: "change", value: value.slice(0, -1) };
  if (key.ctrl && input === "u") return { kind: "change", value: "" };
  if (key.ctrl || key.meta || key.tab || key.upArrow || key.downArrow || key.leftArrow || key.rightArrow)
    return null;
  if (key.pageUp || key.pageDown || key.home || key.end) return null;
  if (!input) return null;
  // a paste, or typing coalesced with Enter on a busy terminal, arrives as one chunk: like a
  // shell's line, the text up to the first line break is the value and the break submits it
  const lineBreak = input.search(/[\r\n]/);
  if (lineBreak >= 0) return { kind: "submit", value: value + input.slice(0, lineBreak) };
  return { kind: "change", value: value + input };
}
