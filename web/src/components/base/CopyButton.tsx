import { useEffect, useState } from "react";
import { Icon, type IconName } from "./Icon.tsx";

/** How long the success icon shows after a copy (ms). */
export const COPY_SUCCESS_MS = 500;

export interface CopyButtonProps {
  /** The text copied, computed on click. */
  text: () => string;
  label: string;
  icon?: IconName;
}

/** An icon button that copies text to the clipboard and shows a check for a moment. */
export function CopyButton({ text, label, icon = "link" }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="btn-icon"
      aria-label={label}
      title={label}
      onClick={() => {
        navigator.clipboard
          .writeText(text())
          .then(() => setCopied(true))
          .catch((err: unknown) => console.warn("copy failed", err)); // no clipboard: nothing to undo
      }}
    >
      <Icon name={copied ? "check" : icon} size={16} />
    </button>
  );
}
