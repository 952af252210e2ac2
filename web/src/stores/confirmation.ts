/**
 * @module The single confirmation dialog: one question at a time, No focused by default.
 * A yes action that returns a promise keeps the dialog open and busy until it settles: it closes on
 * success and shows the failure in the dialog otherwise, so every caller gets the same safe flow.
 */
import { atom } from "nanostores";

export interface Confirmation {
  message: string;
  /** Runs on Yes; a returned promise holds the dialog until it settles (a rejection is shown in it). */
  yes: () => unknown;
  no?: () => void;
  yesLabel?: string;
  noLabel?: string;
  /** Lines listed under the message (what a destructive action removes). */
  details?: string[];
}

export const $confirmation = atom<Confirmation | null>(null);
/** True while a yes action's promise runs: both buttons and closing are disabled. */
export const $confirmationBusy = atom(false);
/** Why the last yes action failed (the dialog stays open on it), or null. */
export const $confirmationError = atom<unknown>(null);

/** Asks with every option of `Confirmation` (details, labels). */
export function confirmWith(confirmation: Confirmation): void {
  $confirmationBusy.set(false);
  $confirmationError.set(null);
  $confirmation.set(confirmation);
}

/** Asks a question; `yes` or `no` runs when the admin answers. */
export function confirm(message: string, yes: () => unknown, no?: () => void): void {
  confirmWith({ message, yes, no });
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  !!value && typeof (value as { then?: unknown }).then === "function";

// an auto-cancelled request is silent everywhere (conventions §4)
const isAbort = (err: unknown) => (err as { isAbort?: unknown } | null)?.isAbort === true;

function close(current: Confirmation): void {
  // the action may have asked a new question: leave that one open
  if ($confirmation.get() !== current) return;
  $confirmationError.set(null);
  $confirmation.set(null);
}

/** Answers the open question (ignored while a yes action runs). */
export function answerConfirmation(accepted: boolean): void {
  const current = $confirmation.get();
  if (!current || $confirmationBusy.get()) return;
  if (!accepted) {
    close(current);
    current.no?.();
    return;
  }
  $confirmationError.set(null);
  let result: unknown;
  try {
    result = current.yes();
  } catch (err) {
    $confirmationError.set(err);
    return;
  }
  if (!isThenable(result)) {
    close(current);
    return;
  }
  $confirmationBusy.set(true);
  Promise.resolve(result).then(
    () => {
      $confirmationBusy.set(false);
      close(current);
    },
    (err: unknown) => {
      $confirmationBusy.set(false);
      if ($confirmation.get() === current && !isAbort(err)) $confirmationError.set(err);
    },
  );
}

/** Closes the dialog without running a callback (route change). */
export function resetConfirmation(): void {
  $confirmationBusy.set(false);
  $confirmationError.set(null);
  $confirmation.set(null);
}
