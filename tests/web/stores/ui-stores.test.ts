import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { $confirmation, answerConfirmation, confirm } from "../../../web/src/stores/confirmation.ts";
import {
  $fieldErrors,
  clearFieldError,
  resetFieldErrors,
  setFieldErrors,
} from "../../../web/src/stores/field-errors.ts";
import { $toasts, addToast, removeAllToasts, TOAST_DURATIONS } from "../../../web/src/stores/toasts.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  removeAllToasts();
  vi.useRealTimers();
});

test("toast durations per type", () => {
  expect(TOAST_DURATIONS).toEqual({ info: 4000, success: 3000, error: 4500, warning: 4500 });
});

test("toasts are keyed by message: a repeat replaces the earlier one and restarts its timer", () => {
  addToast("success", "Saved.");
  vi.advanceTimersByTime(2000);
  addToast("success", "Saved.");
  expect($toasts.get()).toHaveLength(1);
  vi.advanceTimersByTime(2000);
  expect($toasts.get()).toHaveLength(1); // 4000 ms after the first, 2000 after the repeat
  vi.advanceTimersByTime(1000);
  expect($toasts.get()).toHaveLength(0);
});

test("each toast type closes after its own duration", () => {
  addToast("error", "Boom.");
  addToast("info", "FYI.");
  vi.advanceTimersByTime(4000);
  expect($toasts.get().map((t) => t.message)).toEqual(["Boom."]);
  vi.advanceTimersByTime(500);
  expect($toasts.get()).toEqual([]);
});

test("the confirmation runs yes or no by the answer", () => {
  const answers: string[] = [];
  confirm(
    "Sure?",
    () => answers.push("yes"),
    () => answers.push("no"),
  );
  expect($confirmation.get()?.message).toBe("Sure?");
  answerConfirmation(true);
  expect($confirmation.get()).toBeNull();
  confirm(
    "Really?",
    () => answers.push("yes"),
    () => answers.push("no"),
  );
  answerConfirmation(false);
  expect(answers).toEqual(["yes", "no"]);
  expect($confirmation.get()).toBeNull();
});

test("field errors are set, cleared by path and reset", () => {
  setFieldErrors({
    email: { code: "a", message: "Bad." },
    schema: { "0": { name: { code: "b", message: "Dup." } } },
  });
  clearFieldError("schema.0.name");
  expect($fieldErrors.get()).toEqual({ email: { code: "a", message: "Bad." } });
  resetFieldErrors();
  expect($fieldErrors.get()).toEqual({});
});
