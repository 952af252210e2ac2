/** Creates the first admin of a fresh pbdeck process as its person at the terminal would: with the printed installer link's token. */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import PocketBase from "pocketbase";
import { createFirstAdmin } from "../../shared/client/installer-token.ts";
import { installerTokenOf, printedConsoleUrl } from "./pbdeck-process.ts";

/** `POST /api/admins` on `server` (a pbdeck process without admins) with the token it printed. */
export async function createFirstAdminOf(
  server: { url: string; output(): string },
  admin: { email: string; password: string },
): Promise<void> {
  const token = installerTokenOf(await printedConsoleUrl(server));
  const pb = new PocketBase(server.url);
  await createFirstAdmin(pb, token, { ...admin, passwordConfirm: admin.password });
}

/** The admins' emails in a pb_data, read from its data.db (by email). */
export function adminEmails(dataDir: string): string[] {
  const db = new DatabaseSync(join(dataDir, "data.db"), { readOnly: true });
  try {
    return (db.prepare("SELECT email FROM _admins ORDER BY email").all() as { email: string }[]).map(
      (r) => r.email,
    );
  } finally {
    db.close();
  }
}
