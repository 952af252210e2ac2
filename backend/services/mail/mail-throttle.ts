/** @module The 120 s resend throttle of verification and password-reset emails, plus in-flight de-duplication. */
import { MailNotConfiguredError } from "./mail.ts";

/** Seconds to wait before the same email may be sent again to the same admin or record. */
export const resendThresholdSeconds = 120;

const inFlight = new Set<string>();
let toldNotConfigured = false;

/** Whether a message last sent at `lastSentAt` (PocketBase timestamp or "") may be sent again now. */
export function canResend(lastSentAt: string): boolean {
  if (lastSentAt === "") return true;
  const sentAt = Date.parse(lastSentAt.replace(" ", "T"));
  if (Number.isNaN(sentAt)) return true;
  return sentAt + resendThresholdSeconds * 1000 <= Date.now();
}

/**
 * Runs `send` in the background unless a send with the same key is still running, so that two quick
 * requests cannot both pass the throttle before the first one has recorded its send time.
 */
export function sendInBackground(key: string, send: () => Promise<void>): void {
  if (inFlight.has(key)) return;
  inFlight.add(key);
  send()
    .catch((err: unknown) => {
      // nobody waits for this answer: a machine that cannot send mail at all is said once, the
      // rest only when debugging
      if (err instanceof MailNotConfiguredError && !toldNotConfigured) {
        toldNotConfigured = true;
        console.error(`pbdeck: emails are not sent: ${err.message}`);
      } else if (process.env.PBDECK_DEBUG) console.error(`email ${key} failed:`, err);
    })
    .finally(() => inFlight.delete(key));
}
