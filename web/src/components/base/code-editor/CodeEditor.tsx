/**
 * Usage note: CodeMirror loads lazily (one chunk, plus one per language on first use); a
 * read-only textarea with the same value shows while it loads.
 */
import { onDemand, useOnDemand } from "../../../lib/on-demand.ts";

export interface CodeEditorProps {
  /** id of the editable area; a `<label for={id}>` in the page names it (aria-labelledby). */
  id?: string;
  /** The text; written into the editor only when it differs from what the editor holds. */
  value: string;
  /** Called with the whole text on every edit. */
  onChange: (value: string) => void;
  /** Syntax mode; "filter" is the rule / search filter language. Plain text when omitted. */
  language?: "json" | "sql" | "html" | "filter";
  /** Shown while the editor is empty. */
  placeholder?: string;
  /** px; the editor scrolls past it. The JSON field uses 500. Grows with its content when omitted. */
  maxHeight?: number;
  /** The text can be selected and copied but not changed. */
  readOnly?: boolean;
  /**
   * Identifiers offered while typing (`title`, `rel.name`, `@request.auth.id`,
   * `@collection.posts.title`, `@now`): the identifier under the cursor, dots and `@` included,
   * is completed from this list (prefix matches first). Ctrl+Space opens the list on demand.
   * A new array is picked up without recreating the editor.
   */
  completions?: readonly string[];
  /** One-line input (rules): Enter inserts no newline and pasted newlines become spaces. */
  singleLine?: boolean;
  /** Extra class on the editor's outer element. */
  className?: string;
}

const codeMirror = onDemand<CodeEditorProps>(() => import("./CodeMirrorEditor.tsx"));

/**
 * A code editor (CodeMirror 6), loaded on demand. Tab is not captured (focus moves on), and
 * Ctrl/Cmd+S bubbles to the surrounding panel.
 */
export function CodeEditor(props: CodeEditorProps) {
  const CodeMirrorEditor = useOnDemand(codeMirror);
  if (CodeMirrorEditor) return <CodeMirrorEditor {...props} />;
  return (
    <textarea
      id={props.id}
      className="code-input"
      value={props.value}
      placeholder={props.placeholder}
      readOnly
      rows={props.singleLine ? 1 : 4}
    />
  );
}
