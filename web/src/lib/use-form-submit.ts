import { type FormEvent, useState } from "react";
import { handleApiError, isAbortError } from "./handle-api-error.ts";

/**
 * Runs a form's action one submission at a time; failures go to `onError` (the one error funnel by default).
 * @example const { busy, submit } = useFormSubmit(() => pb.admins.requestPasswordReset(email));
 */
export function useFormSubmit(
  action: () => Promise<unknown>,
  onError: (err: unknown) => void = handleApiError,
): { busy: boolean; submit: (e: FormEvent) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch (err) {
      if (!isAbortError(err)) onError(err);
    } finally {
      setBusy(false);
    }
  }
  return { busy, submit };
}
