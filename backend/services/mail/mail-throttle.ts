/** @module The 120 s resend throttle of verification and password-reset emails, plus in-flight de-duplication. */

/** Seconds to wait before the same email may be sent again to the same admin or record. */
export const resendThresholdSeconds = 120;

const inFlight = new Set<string>();

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
      // nobody waits for this answer; report it only when debugging
      if (process.env.PBDECK_DEBUG) console.error(`email ${key} failed:`, err);
    })
    .finally(() => inFlight.delete(key));
}
