/** @module The test email: the last recipient (remembered locally, not a secret) and the timeout. */
const LAST_EMAIL_KEY = "pbdeck_last_test_email";

/** The test email call is cancelled after this long. */
export const TEST_EMAIL_TIMEOUT_MS = 30_000;

/** The last address a test email went to. */
export function lastTestEmail(): string {
  try {
    return localStorage.getItem(LAST_EMAIL_KEY) ?? "";
  } catch {
    return "";
  }
}

/** Remembers the address for next time. */
export function rememberTestEmail(email: string): void {
  try {
    localStorage.setItem(LAST_EMAIL_KEY, email);
  } catch {
    // storage may be off (private mode): the field just starts empty next time
  }
}
