/** @module The one UI error funnel: every catch site of an API call goes through handleApiError. */
import type { FieldErrors } from "../../../shared/models.ts";
import { logout } from "../stores/auth.ts";
import { setFieldErrors } from "../stores/field-errors.ts";
import { addErrorToast } from "../stores/toasts.ts";
import { pb } from "./api.ts";
import { navigate } from "./navigate.ts";

export interface ApiErrorLike {
  isAbort?: boolean;
  status?: number;
  message?: string;
  response?: { message?: string; data?: FieldErrors };
}

export interface HandleOptions {
  /** Show a toast with the message (default true). */
  notify?: boolean;
}

/** Whether an error is an aborted (auto-cancelled) request: always silent. */
export function isAbortError(err: unknown): boolean {
  const e = err as ApiErrorLike | null;
  return !!e && (e.isAbort === true || (err instanceof Error && err.name === "AbortError"));
}

/** Status of an API error, 400 by default. */
export function errorStatus(err: unknown): number {
  const status = (err as ApiErrorLike | null)?.status;
  return typeof status === "number" && status > 0 ? status : 400;
}

/** The message to show for an API error. */
export function errorMessage(err: unknown): string {
  const e = err as ApiErrorLike | null;
  return e?.response?.message || e?.message || "Something went wrong while processing your request.";
}

/**
 * Handles an API error: skip aborts; toast the message; write `data` into the field errors;
 * 401 clears the session and goes to #/login; 403 goes to #/.
 */
export function handleApiError(err: unknown, options: HandleOptions = {}): void {
  if (!err || isAbortError(err)) return;
  const status = errorStatus(err);
  const e = err as ApiErrorLike;
  if (options.notify !== false) addErrorToast(errorMessage(err));
  const data = e.response?.data;
  if (data && typeof data === "object" && Object.keys(data).length > 0) setFieldErrors(data);
  if (status === 401) {
    logout(); // cancels pending requests, then #/login
  } else if (status === 403) {
    pb.cancelAllRequests();
    navigate("/");
  }
  if (!(e.status && e.response)) console.warn(err);
}
