/** @module bcrypt password hashes compatible with PocketBase's (to be implemented). */

/** Hashes a password with bcrypt (cost 12, `$2a$`). */
export async function hashPassword(_password: string): Promise<string> {
  throw new Error("not implemented");
}

/** Checks a password against a bcrypt hash of any cost and `$2a$/$2b$/$2y$` prefix. */
export async function verifyPassword(_password: string, _hash: string): Promise<boolean> {
  return false;
}
