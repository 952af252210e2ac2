/** Usage note: the editor module loads lazily; a read-only textarea shows while it loads. */
import { lazy, Suspense } from "react";

export interface CodeEditorProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  language?: "json" | "sql" | "html" | "filter";
  placeholder?: string;
  /** px; the JSON field uses 500. */
  maxHeight?: number;
}

const CodeMirrorEditor = lazy(() => import("./CodeMirrorEditor.tsx"));

/** A code editor (CodeMirror 6 once installed), loaded on demand. */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense
      fallback={<textarea id={props.id} className="code-input" value={props.value} readOnly rows={4} />}
    >
      <CodeMirrorEditor {...props} />
    </Suspense>
  );
}
