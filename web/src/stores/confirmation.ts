/** @module The single confirmation dialog: one question at a time, with yes and no callbacks. */
import { atom } from "nanostores";

export interface Confirmation {
  message: string;
  yes: () => unknown;
  no?: () => void;
  yesLabel?: string;
  noLabel?: string;
  /** Lines listed under the message (what a destructive action removes). */
  details?: string[];
  /** Focus No, the safe choice, instead of Yes. */
  focusNo?: boolean;
  /** Keep the dialog open, its buttons and closing disabled, until the yes action settles. */
  holdWhileYes?: boolean;
}

export const $confirmation = atom<Confirmation | null>(null);
/** True while a held yes action runs. */
export const $confirmationBusy = atom(false);

/** Asks with every option of `Confirmation` (details, safe focus, held yes). */
export function confirmWith(confirmation: Confirmation): void {
  $confirmation.set(confirmation);
}

/** Asks a question; `yes` or `no` runs when the admin answers. */
export function confirm(message: string, yes: () => void, no?: () => void): void {
  $confirmation.set({ message, yes, no });
}

/** Asks and resolves with the answer. */
export function ask(message: string): Promise<boolean> {
  return new Promise((done) =>
    confirm(
      message,
      () => done(true),
      () => done(false),
    ),
  );
}

/** Answers the open question. */
export function answerConfirmation(accepted: boolean): void {
  const current = $confirmation.get();
  if ($confirmationBusy.get()) return;
  if (current?.holdWhileYes && accepted) {
    $confirmationBusy.set(true);
    let result: unknown;
    try {
      result = current.yes();
    } catch (err) {
      result = Promise.reject(err);
    }
    void Promise.resolve(result)
      // the action reports its own failures; anything left is a bug worth seeing
      .catch((err) => console.error(err))
      .finally(() => {
        $confirmationBusy.set(false);
        if ($confirmation.get() === current) $confirmation.set(null);
      });
    return;
  }
  $confirmation.set(null);
  if (!current) return;
  if (accepted) current.yes();
  else current.no?.();
}

/** Closes the dialog without running a callback (route change). */
export function resetConfirmation(): void {
  $confirmationBusy.set(false);
  $confirmation.set(null);
}
