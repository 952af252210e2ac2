/** Usage note: the rich text module loads lazily; preloadRichText() warms it once the sidebar shows. */
import { lazy, Suspense } from "react";

export interface RichTextProps {
  id?: string;
  value: string;
  onChange: (html: string) => void;
  /** Rewrite absolute urls of this origin to relative ones. */
  convertUrls?: boolean;
}

const loadTrix = () => import("./TrixEditor.tsx");
const TrixEditor = lazy(loadTrix);

/** Starts loading the rich text editor module in the background. */
export function preloadRichText(): void {
  void loadTrix();
}

/** A rich text editor (trix once installed), loaded on demand. */
export function RichText(props: RichTextProps) {
  return (
    <Suspense
      fallback={<textarea id={props.id} className="rich-input" value={props.value} readOnly rows={6} />}
    >
      <TrixEditor {...props} />
    </Suspense>
  );
}
