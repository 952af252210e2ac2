import { useEffect, useRef, useState } from "react";
import { PLACEHOLDERS, type TemplatePart } from "../../../lib/settings/mail-templates.ts";

/** How long the 'Copied {x} to clipboard' note stays. */
const COPIED_MS = 2000;

/** The placeholders a template part accepts; a click copies one to the clipboard. */
export function PlaceholderChips({ part }: { part: TemplatePart }) {
  const [copied, setCopied] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (name: string) => {
    try {
      await navigator.clipboard.writeText(name);
    } catch {
      return; // no clipboard permission: nothing copied, so say nothing
    }
    setCopied(name);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(""), COPIED_MS);
  };

  return (
    <div className="placeholder-chips">
      {PLACEHOLDERS[part].map(({ name, required }) => (
        <button
          key={name}
          type="button"
          className={`chip chip-button${required ? " chip-required" : ""}`}
          title={required ? "Required parameter" : undefined}
          onClick={() => void copy(name)}
        >
          {name}
        </button>
      ))}
      {copied && (
        <span className="txt-success" role="status">
          Copied {copied} to clipboard
        </span>
      )}
    </div>
  );
}
