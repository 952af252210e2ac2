/** @module bcrypt password hashes compatible with PocketBase's, computed in the password pool's threads. */
import { runPasswordJob } from "./password-pool.ts";

const cost = 12;

/** Hashes a password with bcrypt (cost 12, `$2a$`, as PocketBase writes them). */
export async function hashPassword(password: string): Promise<string> {
  return (await runPasswordJob({ kind: "hash", password, cost })) as string;
}

/** Checks a password against a bcrypt hash of any cost and `$2a$/$2b$/$2y$` prefix; false for a malformed hash. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (!/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(hash)) return false;
  try {
    return (await runPasswordJob({ kind: "compare", password, hash })) === true;
  } catch {
    return false;
  }
}
