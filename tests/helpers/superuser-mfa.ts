/**
 * A real PocketBase v0.23+ server set up for superuser MFA: its mail sent to an SMTP peer, OTP (and
 * so MFA) on for `_superusers`; and the one-time code read back from the email the server sent.
 */

import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect } from "vitest";
import type { ReceivedMail, SmtpPeer } from "./smtp-peer.ts";

/** A superuser's token by password (before MFA is on). */
export async function superuserToken(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function patch(url: string, path: string, token: string, body: object): Promise<void> {
  const response = await fetch(`${url}${path}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: token },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Points the server's mail at `smtp` and turns OTP (the server then forces MFA) on for superusers. */
export async function enableSuperuserMfa(url: string, token: string, smtp: SmtpPeer): Promise<void> {
  await patch(url, "/api/settings", token, {
    meta: { senderName: "pb", senderAddress: "pb@example.com" },
    smtp: { enabled: true, host: "127.0.0.1", port: smtp.port, tls: false },
  });
  await patch(url, "/api/collections/_superusers", token, { mfa: { enabled: true }, otp: { enabled: true } });
}

/**
 * Makes `_superusers` take OTP alone (password off, MFA off) in a stopped server's data.db: the
 * server's own API refuses it for superusers (it forces password on), a data file can still hold it.
 */
export function makeSuperusersOtpOnly(dataDir: string): void {
  const db = new DatabaseSync(join(dataDir, "data.db"));
  try {
    db.prepare(
      `UPDATE _collections SET options = json_set(options, '$.passwordAuth.enabled', json('false'),
         '$.mfa.enabled', json('false'), '$.otp.enabled', json('true')) WHERE name = '_superusers'`,
    ).run();
  } finally {
    db.close();
  }
}

/** Whether a mail is the server's one-time code for `email`. */
export const isOtpMail = (email: string) => (mail: ReceivedMail) =>
  mail.to.includes(email) && mail.subject.startsWith("OTP for");

/** The code in a one-time password email. */
export function otpCodeOf(mail: ReceivedMail): string {
  const code = /one-time password is: <strong>(\d+)<\/strong>/.exec(mail.body)?.[1];
  expect(code, mail.body).toMatch(/^\d{8}$/);
  return code ?? "";
}
