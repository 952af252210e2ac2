/**
 * Usage note: trix and its CSS load lazily; preloadRichText() warms them once the signed-in page is idle.
 * A read-only textarea with the HTML shows while they load.
 */
import { onDemand, useOnDemand } from "../../lib/on-demand.ts";

export interface RichTextProps {
  /** id of the editable area; a `<label for={id}>` names it (trix-editor is a labelable form element). */
  id?: string;
  /** HTML; loaded into the editor only when it differs from what the editor last reported. */
  value: string;
  /** Called with the editor's HTML on every edit. */
  onChange: (html: string) => void;
  /**
   * Rewrite absolute urls of the console's own origin (`https://host/path`) to root-relative
   * ones (`/path`) in links and images, as the editor field's convertUrls option asks.
   */
  convertUrls?: boolean;
}

const trixEditor = onDemand<RichTextProps>(() => import("./TrixEditor.tsx"));

/** Starts loading the rich text editor module in the background. */
export function preloadRichText(): void {
  trixEditor.load().catch((err: unknown) => console.warn("The rich text editor failed to preload.", err));
}

/** A rich text editor (trix; file attachments are off), loaded on demand. */
export function RichText(props: RichTextProps) {
  const TrixEditor = useOnDemand(trixEditor);
  if (TrixEditor) return <TrixEditor {...props} />;
  return <textarea id={props.id} className="rich-input" value={props.value} readOnly rows={6} />;
}
