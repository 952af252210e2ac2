/** @module The single confirmation dialog: one question at a time, with yes and no callbacks. */
import { atom } from "nanostores";

export interface Confirmation {
  message: string;
  yes: () => void;
  no?: () => void;
  yesLabel?: string;
  noLabel?: string;
}

export const $confirmation = atom<Confirmation | null>(null);

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
  $confirmation.set(null);
  if (!current) return;
  if (accepted) current.yes();
  else current.no?.();
}

/** Closes the dialog without running a callback (route change). */
export function resetConfirmation(): void {
  $confirmation.set(null);
}
