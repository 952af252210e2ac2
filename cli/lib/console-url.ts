/** @module The console address printed and opened at start-up. */
import { INSTALLER_TOKEN_PARAM } from "../../shared/client/installer-token.ts";

export type ConsoleLanding =
  | { kind: "console" }
  | { kind: "installer"; token: string }
  | { kind: "demo-login"; email: string; password: string; collection: string };

/** The console URL for a server base URL: plain, the installer, or sign-in with demo credentials (then the demo collection). */
export function consoleUrl(baseUrl: string, landing: ConsoleLanding): string {
  switch (landing.kind) {
    case "console":
      return `${baseUrl}/_/`;
    case "installer":
      // the address PocketBase redirects /_/ to while no admin exists, with the one-time token in
      // the hash, which the browser never sends to a server
      return `${baseUrl}/_/?installer#/?${INSTALLER_TOKEN_PARAM}=${landing.token}`;
    case "demo-login": {
      const query = new URLSearchParams({
        demoEmail: landing.email,
        demoPassword: landing.password,
        demoCollection: landing.collection,
      });
      return `${baseUrl}/_/#/login?${query}`;
    }
  }
}
