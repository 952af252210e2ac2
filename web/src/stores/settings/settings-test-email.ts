/** @module Sending a test email: busy state, the 30 s timeout and the success toast. */
import { atom } from "nanostores";
import { sendTestEmail, TEST_EMAIL_KEY, type TestEmailTemplate } from "../../../../shared/client/settings.ts";
import { pb } from "../../lib/api.ts";
import { handleApiError } from "../../lib/handle-api-error.ts";
import { rememberTestEmail, TEST_EMAIL_TIMEOUT_MS } from "../../lib/settings/test-email.ts";
import { addErrorToast, addSuccessToast } from "../toasts.ts";

export const $testEmailSending = atom(false);

/** Sends the test email; answers whether it was sent (the dialog closes then). */
export async function sendSettingsTestEmail(email: string, template: TestEmailTemplate): Promise<boolean> {
  if ($testEmailSending.get()) return false;
  $testEmailSending.set(true);
  rememberTestEmail(email);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    pb.cancelRequest(TEST_EMAIL_KEY);
  }, TEST_EMAIL_TIMEOUT_MS);
  try {
    await sendTestEmail(pb, email, template);
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
