import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { poll, setupSettingsSuite } from "./helpers/settings-suite.ts";

const suite = setupSettingsSuite(
  { beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) },
  "embedded",
);

interface Target {
  id?: string;
  label?: string;
  text?: string;
  name?: string;
}

/** Presses Tab until the focused element matches (what a keyboard user does), at most 60 times. */
async function tabTo(page: Page, target: Target) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    const hit = await page.evaluate((t) => {
      const el = document.activeElement;
      if (!el) return false;
      if (t.id !== undefined && el.id !== t.id) return false;
      if (t.label !== undefined && el.getAttribute("aria-label") !== t.label) return false;
      if (t.text !== undefined && el.textContent !== t.text) return false;
      if (t.name !== undefined && el.getAttribute("name") !== t.name) return false;
      return true;
    }, target);
    if (hit) return;
  }
  throw new Error(`Tab never reached ${JSON.stringify(target)}`);
}

test("the application form works from the keyboard alone", async () => {
  const { page } = await suite.open("/settings");
  await page.getByLabel("Application name *").waitFor();
  await tabTo(page, { id: "field-meta.appName" });
  await page.keyboard.press("Control+a");
  await page.keyboard.type("Keyboard app");
  await tabTo(page, { id: "field-meta.hideControls" });
  await page.keyboard.press("Space");
  await tabTo(page, { text: "Save changes" });
  await page.keyboard.press("Enter");
  await page.getByText("Successfully saved application settings.").waitFor();
  const saved = await (await suite.admin()).settings.getAll();
  expect(saved.meta).toMatchObject({ appName: "Keyboard app", hideControls: true });
});

test("a provider dialog opens, fills and saves from the keyboard; Escape closes it", async () => {
  const { page } = await suite.open("/settings/auth-providers");
  await page.getByRole("button", { name: "GitHub settings" }).waitFor();
  await tabTo(page, { label: "GitHub settings" });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "GitHub provider" });
  await dialog.waitFor();
  await tabTo(page, { id: "field-githubAuth.clientId" });
  await page.keyboard.type("gh-id");
  await page.keyboard.press("Tab");
  await page.keyboard.type("gh-secret");
  await page.keyboard.press("Control+s");
  await page.getByText("Successfully updated provider settings.").waitFor();
  await poll(() => dialog.count()).toBe(0);

  await page.getByRole("button", { name: "GitHub settings" }).focus();
  await page.keyboard.press("Enter");
  await dialog.waitFor();
  await page.keyboard.press("Escape");
  await poll(() => dialog.count()).toBe(0);
  expect((await (await suite.admin()).settings.getAll()).githubAuth).toMatchObject({
    enabled: true,
    clientId: "gh-id",
  });
});

test("the admin avatar is picked with the arrow keys", async () => {
  const { page } = await suite.open("/settings/admins");
  await page.getByRole("button", { name: "New admin" }).focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "New admin" });
  await tabTo(page, { name: "admin-avatar" });
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  expect(await panel.getByLabel("Avatar 2").isChecked()).toBe(true);
});

test("dark mode: the settings area follows the system color scheme", async () => {
  const { page } = await suite.open("/settings/mail");
  const panel = page.locator(".settings-panel");
  await panel.waitFor();
  const background = () => panel.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.emulateMedia({ colorScheme: "light" });
  expect(await background()).toBe("rgb(255, 255, 255)");
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await background()).toBe("rgb(27, 30, 38)");
});
