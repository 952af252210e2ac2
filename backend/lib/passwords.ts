/** @module bcrypt password hashes compatible with PocketBase's. */
import bcrypt from "bcryptjs";

const cost = 12;

/** Hashes a password with bcrypt (cost 12, `$2a$`, as PocketBase writes them). */
export async function hashPassword(password: string): Promise<string> {
  // bcryptjs 3 emits `$2b$`; the algorithm is the same, PocketBase writes `$2a$`
  const salt = (await bcrypt.genSalt(cost)).replace(/^\$2b\$/, "$2a$");
  return bcrypt.hash(password, salt);
}

/** Checks a password against a bcrypt hash of any cost and `$2a$/$2b$/$2y$` prefix; false for a malformed hash. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (!/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(hash)) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}
