/**
 * The lazily loaded code editor module. Until `codemirror` is installed it is a monospace
 * textarea with the same props; only this file may import CodeMirror.
 */
import type { CodeEditorProps } from "./CodeEditor.tsx";

export default function CodeMirrorEditor({ id, value, onChange, placeholder, maxHeight }: CodeEditorProps) {
  return (
    <textarea
      id={id}
      className="code-input"
      value={value}
      placeholder={placeholder}
      spellCheck={false}
      rows={Math.min(20, Math.max(3, value.split("\n").length))}
      style={maxHeight ? { maxHeight } : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
