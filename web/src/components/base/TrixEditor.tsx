/**
 * The lazily loaded rich text module. Until `trix` is installed it edits the HTML source in a
 * textarea; only this file may import trix.
 */
import type { RichTextProps } from "./RichText.tsx";

function relativeUrls(html: string): string {
  const origin = location.origin;
  return html.split(`href="${origin}`).join('href="').split(`src="${origin}`).join('src="');
}

export default function TrixEditor({ id, value, onChange, convertUrls }: RichTextProps) {
  return (
    <textarea
      id={id}
      className="rich-input"
      value={value}
      rows={8}
      onChange={(e) => onChange(convertUrls ? relativeUrls(e.target.value) : e.target.value)}
    />
  );
}
