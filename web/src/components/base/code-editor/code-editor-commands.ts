/** @module The editing commands of the code editor: history, the default keymap, and the marker of outside changes. */
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { Annotation, type Extension } from "@codemirror/state";
import { keymap } from "@codemirror/view";

/** Marks a transaction that replaces the document from outside the editor (a new record, a restored draft). */
export const externalChange = Annotation.define<boolean>();

/** Undo/redo and the standard editing keys; Tab is left to the browser so focus can move on. */
export function basicCommands(): Extension {
  return [history(), keymap.of([...historyKeymap, ...defaultKeymap])];
}
