/** The superuser the v0.23+ e2e files give a real server before it starts, and signing in as it. */
import type { Page } from "playwright-core";
import PocketBase from "pocketbase";

export const SUPERUSER_EMAIL = "root@example.com";
export const SUPERUSER_PASSWORD = "1234567890";

/** An SDK client on the real server (`app.apiUrl`), signed in as the superuser. */
export async function superuserApi(app: { apiUrl: string }): Promise<PocketBase> {
  const pb = new PocketBase(app.apiUrl);
  pb.autoCancellation(false);
  await pb.collection("_superusers").authWithPassword(SUPERUSER_EMAIL, SUPERUSER_PASSWORD);
  return pb;
}

/** Signs the console in with the superuser's password; resolves on the collections page. */
export async function signInAsSuperuser(page: Page, app: { consoleUrl: string }): Promise<void> {
  await page.goto(`${app.consoleUrl}#/login`);
  await page.getByLabel("Email").fill(SUPERUSER_EMAIL);
  await page.getByLabel("Password").fill(SUPERUSER_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/#\/collections/);
}
