import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { $confirmation, $confirmationBusy, answerConfirmation } from "../../stores/confirmation.ts";

/** The single confirmation dialog (one per app), above every panel. */
export function Confirm() {
  const confirmation = useStore($confirmation);
  const busy = useStore($confirmationBusy);
  const yesRef = useRef<HTMLButtonElement>(null);
  const noRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!confirmation) return;
    (confirmation.focusNo ? noRef : yesRef).current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        answerConfirmation(false);
      }
    };
    addEventListener("keydown", onKey, true);
    return () => removeEventListener("keydown", onKey, true);
  }, [confirmation]);

  if (!confirmation) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: overlay click is a mouse shortcut; Escape answers from the keyboard
    <div
      className="overlay confirm-overlay"
      onMouseDown={(e) => e.target === e.currentTarget && answerConfirmation(false)}
    >
      <div className="confirm-dialog" role="alertdialog" aria-modal="true" aria-labelledby="confirm-message">
        <p id="confirm-message" className="confirm-message">
          {confirmation.message}
        </p>
        {confirmation.details && confirmation.details.length > 0 && (
          <ul className="confirm-details">
            {confirmation.details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <div className="confirm-actions">
          <button
            ref={noRef}
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => answerConfirmation(false)}
          >
            {confirmation.noLabel ?? "No"}
          </button>
          <button
            ref={yesRef}
            type="button"
            className="btn btn-danger"
            disabled={busy}
            aria-busy={busy}
            onClick={() => answerConfirmation(true)}
          >
            {confirmation.yesLabel ?? "Yes"}
          </button>
        </div>
      </div>
    </div>
  );
}
