/**
 * @module While the backend has no admin, `POST /api/admins` creates the first one; pbdeck accepts
 * that only with the one-time token of the installer link it printed on its terminal, so no web
 * page and no other user of the machine can take a fresh pbdeck over. With admins, the backend's
 * own rule (an admin's token) applies and the token plays no part.
 */
import {
  INSTALLER_TOKEN_HEADER,
  INSTALLER_TOKEN_REFUSAL,
  type InstallerTokenProblem,
} from "../../shared/client/installer-token.ts";
import type { InstallerTokens } from "../lib/installer-tokens.ts";
import type { AdminsCheck } from "./installer-redirect.ts";
import { type NodeMiddleware, sendEnvelope } from "./node-middleware.ts";

const REFUSALS: Record<InstallerTokenProblem, string> = {
  missing:
    "The first admin can only be created with the one-time installer link that pbdeck printed in its terminal.",
  invalid:
    "This installer link is not valid (it was used or replaced): open the link pbdeck printed last in its terminal.",
  expired: "This installer link has expired: reload this page and pbdeck prints a new link in its terminal.",
  busy: "An admin is already being created with this installer link.",
};

function createsAdmin(method: string | undefined, url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return method === "POST" && (path === "/api/admins" || path === "/api/admins/");
}

/** Refuses (403) the first admin without a valid token; a created admin uses the token up. */
export function installerTokenGuard(tokens: InstallerTokens, hasAdmins: AdminsCheck): NodeMiddleware {
  return function guardFirstAdmin(req, res, next) {
    if (!createsAdmin(req.method, req.url ?? "")) return next();
    void (async () => {
      // unknown (a v0.23+ or unreachable remote) is left to the backend, which answers for itself
      if ((await hasAdmins()) !== false) return next();
      const header = req.headers[INSTALLER_TOKEN_HEADER.toLowerCase()];
      const claim = tokens.claim(typeof header === "string" ? header : undefined);
      if (typeof claim === "string") {
        const message = REFUSALS[claim];
        return sendEnvelope(req, res, 403, message, {
          [INSTALLER_TOKEN_REFUSAL]: { code: claim, message },
        });
      }
      let settled = false;
      const settle = () => {
        if (settled) return;
        settled = true;
        if (res.statusCode >= 200 && res.statusCode < 300 && res.writableFinished) claim.consume();
        else claim.release();
      };
      res.once("finish", settle);
      res.once("close", settle);
      next();
    })().catch(() => sendEnvelope(req, res, 500, "Something went wrong while processing your request."));
  };
}
