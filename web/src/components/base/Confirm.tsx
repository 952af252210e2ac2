import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { errorMessage, handleApiError } from "../../lib/handle-api-error.ts";
import { randomDialogId } from "../../lib/random.ts";
import {
  $confirmation,
  $confirmationBusy,
  $confirmationError,
  answerConfirmation,
} from "../../stores/confirmation.ts";

/**
 * The single confirmation dialog (one per app), above every panel. No, the safe answer, has the
 * focus, so a stray Enter never confirms; a running yes action disables both buttons and closing.
 */
export function Confirm() {
  const confirmation = useStore($confirmation);
  const busy = useStore($confirmationBusy);
  const error = useStore($confirmationError);
  const noRef = useRef<HTMLButtonElement>(null);
  const [id] = useState(randomDialogId);

  // back on No when the question opens and when a failed action gives the buttons back
  useEffect(() => {
    if (confirmation && !busy) noRef.current?.focus();
  }, [confirmation, busy]);

  useEffect(() => {
    if (!confirmation) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        answerConfirmation(false);
      }
    };
    addEventListener("keydown", onKey, true);
    return () => removeEventListener("keydown", onKey, true);
  }, [confirmation]);

  // the message shows in the dialog; the funnel still handles a lost session and field errors
  useEffect(() => {
    if (error) handleApiError(error, { notify: false });
  }, [error]);

  if (!confirmation) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: overlay click is a mouse shortcut; Escape answers from the keyboard
    <div
      className="overlay confirm-overlay"
      onMouseDown={(e) => e.target === e.currentTarget && answerConfirmation(false)}
    >
      <div
        className="confirm-dialog"
        id={id}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-message`}
        aria-busy={busy}
      >
        <p id={`${id}-message`} className="confirm-message">
          {confirmation.message}
        </p>
        {confirmation.details && confirmation.details.length > 0 && (
          <ul className="confirm-details">
            {confirmation.details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {error ? (
          <p className="confirm-error" role="alert">
            {errorMessage(error)}
          </p>
        ) : null}
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
            type="button"
            className="btn btn-danger"
            disabled={busy}
            onClick={() => answerConfirmation(true)}
          >
            {busy && <span className="spinner" aria-hidden="true" />}
            {confirmation.yesLabel ?? "Yes"}
          </button>
        </div>
      </div>
    </div>
  );
}
