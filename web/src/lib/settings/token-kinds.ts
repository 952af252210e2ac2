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
