/** @module Sending a test email: busy state, the 30 s timeout and the success toast. */
import { atom } from "nanostores";
import { TEST_EMAIL_KEY } from "../../../../shared/client/settings.ts";
import { pb } from "../../lib/api.ts";
import { handleApiError } from "../../lib/handle-api-error.ts";
import { rememberTestEmail, TEST_EMAIL_TIMEOUT_MS } from "../../lib/settings/test-email.ts";
import { addErrorToast, addSuccessToast } from "../toasts.ts";
import { settingsOfBackend } from "./settings.ts";

export const $testEmailSending = atom(false);

/**
 * Sends the test email; answers whether it was sent (the dialog closes then). `collection` is the
 * auth collection whose template is sent, on servers where templates belong to collections.
 */
export async function sendSettingsTestEmail(
  email: string,
  template: string,
  collection = "",
): Promise<boolean> {
  if ($testEmailSending.get()) return false;
  $testEmailSending.set(true);
  rememberTestEmail(email);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    pb.cancelRequest(TEST_EMAIL_KEY);
  }, TEST_EMAIL_TIMEOUT_MS);
  try {
    await settingsOfBackend().testEmail(email, template, collection, TEST_EMAIL_KEY);
    addSuccessToast("Successfully sent test email.");
    return true;
  } catch (err) {
    if (timedOut) addErrorToast("Test email send timeout.");
    else handleApiError(err);
    return false;
  } finally {
    clearTimeout(timer);
    $testEmailSending.set(false);
  }
}
