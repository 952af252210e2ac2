/** @module The token groups of the settings, in the two sections of the Token options page. */

export interface TokenKind {
  key: string;
  label: string;
}

export const RECORD_TOKENS: TokenKind[] = [
  { key: "recordAuthToken", label: "Auth token" },
  { key: "recordVerificationToken", label: "Verification token" },
  { key: "recordPasswordResetToken", label: "Password reset token" },
  { key: "recordEmailChangeToken", label: "Email change token" },
  { key: "recordFileToken", label: "Protected file access token" },
];

export const ADMIN_TOKENS: TokenKind[] = [
  { key: "adminAuthToken", label: "Auth token" },
  { key: "adminPasswordResetToken", label: "Password reset token" },
  { key: "adminFileToken", label: "Protected file access token" },
];

/** Length of a newly generated token secret. */
export const TOKEN_SECRET_LENGTH = 50;
/** Length of a random secret when none is asked for, and of a generated password (the spec's constants). */
export const RANDOM_SECRET_LENGTH = 32;
export const GENERATED_PASSWORD_LENGTH = 15;

const ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** A random secret of `length` letters and digits (crypto strength); token secrets ask for 50. */
export function randomSecret(length = RANDOM_SECRET_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 248 = 4 * 62: reject the tail of the byte range so every character is equally likely
  let out = "";
  for (const b of bytes) if (b < 248) out += ALPHABET[b % ALPHABET.length];
  return out.length >= length ? out.slice(0, length) : out + randomSecret(length - out.length);
}
