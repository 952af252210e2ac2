/** Creates the first admin of a fresh pbdeck process as its person at the terminal would: with the printed installer link's token. */
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
