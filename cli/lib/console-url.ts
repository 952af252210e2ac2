/** @module The console address printed and opened at start-up. */

export type ConsoleLanding =
  | { kind: "console" }
  | { kind: "installer" }
  | { kind: "demo-login"; email: string; password: string; collection: string };

/** The console URL for a server base URL: plain, the installer, or sign-in with demo credentials (then the demo collection). */
export function consoleUrl(baseUrl: string, landing: ConsoleLanding): string {
  switch (landing.kind) {
    case "console":
      return `${baseUrl}/_/`;
    case "installer":
      // the same address PocketBase redirects /_/ to while no admin exists
      return `${baseUrl}/_/?installer#`;
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
