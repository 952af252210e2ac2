/** @module Toasts, keyed by message: a repeated message replaces the earlier one. */
import { atom } from "nanostores";

export type ToastType = "info" | "success" | "error" | "warning";

export interface Toast {
  key: string;
  type: ToastType;
  message: string;
}

/** Display durations in ms, per type. */
export const TOAST_DURATIONS: Record<ToastType, number> = {
  info: 4000,
  success: 3000,
  error: 4500,
  warning: 4500,
};

export const $toasts = atom<Toast[]>([]);

const timers = new Map<string, ReturnType<typeof setTimeout>>();

/** Closes the toast with this key. */
export function removeToast(key: string): void {
  clearTimeout(timers.get(key));
  timers.delete(key);
  $toasts.set($toasts.get().filter((t) => t.key !== key));
}

/** Shows a toast; an identical message already shown is replaced and its timer restarted. */
export function addToast(type: ToastType, message: string, duration = TOAST_DURATIONS[type]): void {
  if (!message) return;
  const key = message;
  removeToast(key);
  $toasts.set([...$toasts.get(), { key, type, message }]);
  if (duration > 0)
    timers.set(
      key,
      setTimeout(() => removeToast(key), duration),
    );
}

export const addInfoToast = (message: string) => addToast("info", message);
export const addSuccessToast = (message: string) => addToast("success", message);
export const addErrorToast = (message: string) => addToast("error", message);
export const addWarningToast = (message: string) => addToast("warning", message);

/** Removes every toast. */
export function removeAllToasts(): void {
  for (const t of $toasts.get()) removeToast(t.key);
}
