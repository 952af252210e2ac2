/** @module How a refused sign-in reads: one toast for bad credentials, the error funnel otherwise. */
import { addErrorToast } from "../stores/toasts.ts";
import { errorStatus, handleApiError } from "./handle-api-error.ts";

/** A 400 (wrong email, password or code) becomes "Invalid login credentials."; the rest goes to the funnel. */
export function handleSignInError(err: unknown): void {
  if (errorStatus(err) === 400) addErrorToast("Invalid login credentials.");
  else handleApiError(err);
}
