/** Makes a page's backend look like a remote PocketBase v0.18: pbdeck's own `/api/pbdeck/*` answers 404. */
import type { WatchedPage } from "./console-app.ts";

/** Routes `/api/pbdeck/*` of the page's context to PocketBase's 404 envelope (and allows the console's 404 lines). */
export async function asRemotePocketBase(watched: Pick<WatchedPage, "context" | "allow">): Promise<void> {
  watched.allow(/status of 404/);
  await watched.context.route("**/api/pbdeck/**", (route) =>
    route.fulfill({
      status: 404,
      contentType: "application/json",
      body: JSON.stringify({ code: 404, message: "The requested resource wasn't found.", data: {} }),
    }),
  );
}
