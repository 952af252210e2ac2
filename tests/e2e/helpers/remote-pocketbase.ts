/** Makes a page's backend look like a remote PocketBase v0.18: pbdeck's own `/api/pbdeck/*` answers 404. */
import type { WatchedPage } from "./console-app.ts";

/**
 * Routes `/api/pbdeck/*` of the page's context to PocketBase's 404 envelope (and allows the console's
 * 404 lines), then reloads an open console: what it asked before (the records page the sign-in lands
 * on probes the backend at once) is kept for the page's life, and would still say "embedded".
 */
export async function asRemotePocketBase(
  watched: Pick<WatchedPage, "context" | "allow" | "page">,
): Promise<void> {
  watched.allow(/status of 404/);
  await watched.context.route("**/api/pbdeck/**", (route) =>
    route.fulfill({
      status: 404,
      contentType: "application/json",
      body: JSON.stringify({ code: 404, message: "The requested resource wasn't found.", data: {} }),
    }),
  );
  if (watched.page.url().startsWith("http")) await watched.page.reload();
}
