import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { errorUnder, field, poll, SETTINGS_MODES, setupSettingsSuite } from "./helpers/settings-suite.ts";

const expectNoErrors = (e: string[]) => expect(e).toEqual([]);

describe.each(SETTINGS_MODES)("application settings (%s)", (mode) => {
  const suite = setupSettingsSuite({ beforeAll, afterAll, afterEach, expectNoErrors }, mode);

  test("the settings menu lists every page; a saved name persists and retitles the page at once", async () => {
    const { page } = await suite.open("/settings");
    const menu = page.getByRole("navigation", { name: "Settings menu" });
    await menu.getByRole("link", { name: "Admins" }).waitFor();
    await menu.getByRole("link", { name: "SQL console" }).waitFor(); // after the backend probe
    const labels = await menu.getByRole("link").allTextContents();
    expect(labels).toEqual([
      "Application",
      "Mail settings",
      "Files storage",
      "Backups",
      "Health",
      "SQL console", // pbdeck's own page: shown here since both modes reach a pbdeck backend
      "Export collections",
      "Import collections",
      "Auth providers",
      "Token options",
      "Admins",
    ]);
    await poll(() => menu.getByRole("link", { name: "Admins" }).getAttribute("href")).toBe(
      "#/settings/admins",
    );

    const name = field(page, "Application name *");
    await name.waitFor();
    const save = page.getByRole("button", { name: "Save changes" });
    expect(await save.isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Cancel" }).count()).toBe(0);

    await name.fill(`Acme ${mode}`);
    await field(page, "Logs max days retention *").fill("9");
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText("Successfully saved application settings.").waitFor();
    await poll(() => page.title()).toBe(`Application - Acme ${mode} - pbdeck`);
    await poll(() => save.isDisabled()).toBe(true);

    await page.reload();
    await poll(() => field(page, "Application name *").inputValue()).toBe(`Acme ${mode}`);
    expect(await field(page, "Logs max days retention *").inputValue()).toBe("9");
    const saved = await (await suite.admin()).settings.getAll();
    expect(saved.meta.appName).toBe(`Acme ${mode}`);
    expect(saved.logs.maxDays).toBe(9);
  });
});

describe("application settings: forms", () => {
  const suite = setupSettingsSuite({ beforeAll, afterAll, afterEach, expectNoErrors }, "embedded");

  test("server errors show under their fields; Cancel resets the form", async () => {
    const { page, allow } = await suite.open("/settings");
    allow(/status of 400/);
    const name = field(page, "Application name *");
    const before = await name.inputValue();
    await name.fill("");
    await field(page, "Application URL *").fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await errorUnder(page, "field-meta.appName").waitFor();
    expect(await errorUnder(page, "field-meta.appUrl").textContent()).toBe("Cannot be blank.");
    expect(await errorUnder(page, "field-logs.maxDays").count()).toBe(0);
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await name.inputValue()).toBe(before);
  });

  test("Ctrl+S saves the open form; the hide-controls toggle is saved too", async () => {
    const { page } = await suite.open("/settings");
    const toggle = page.getByLabel("Hide collection create and edit controls");
    await toggle.check();
    await field(page, "Application name *").press("Control+s");
    await page.getByText("Successfully saved application settings.").waitFor();
    expect((await (await suite.admin()).settings.getAll()).meta.hideControls).toBe(true);
    await toggle.uncheck();
    await toggle.press("Control+s");
    await poll(async () => (await (await suite.admin()).settings.getAll()).meta.hideControls).toBe(false);
  });

  test("leaving a changed form asks first, by link and by the back button", async () => {
    const { page } = await suite.open("/settings/tokens");
    await page.getByText("Adjust common token options.").waitFor();
    await page.getByRole("link", { name: "Application" }).click();
    const name = field(page, "Application name *");
    await name.fill("Unsaved name");

    await page.goBack();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("You have unsaved changes. Do you really want to leave this page?").waitFor();
    await dialog.getByRole("button", { name: "No" }).click();
    expect(await name.inputValue()).toBe("Unsaved name");
    expect(page.url()).toMatch(/#\/settings$/);

    await page.getByRole("link", { name: "Mail settings" }).click();
    await dialog.getByRole("button", { name: "Yes" }).click();
    await page.getByText("Configure common settings for sending emails.").waitFor();
    expect(page.url()).toMatch(/#\/settings\/mail$/);
  });

  test("the settings search jumps to a field: smtp, apple, token", async () => {
    const { page } = await suite.open("/settings");
    const search = page.getByRole("combobox", { name: "Search settings" });
    await search.fill("smtp");
    await page.getByRole("option", { name: /Use SMTP mail server/ }).waitFor();
    await search.press("Enter");
    await poll(() => page.evaluate(() => document.activeElement?.id)).toBe("field-smtp.enabled");
    expect(page.url()).toMatch(/#\/settings\/mail$/);

    await search.fill("apple");
    await page.getByRole("option", { name: /Apple auth provider/ }).click();
    await page.getByRole("dialog", { name: "Apple provider" }).waitFor();
    await poll(() => page.evaluate(() => document.activeElement?.id)).toBe("field-appleAuth.clientId");
    await page.keyboard.press("Escape");

    await search.fill("token");
    await search.press("Enter");
    await poll(() => page.evaluate(() => document.activeElement?.id)).toMatch(
      /^field-record\w+Token\.duration$/,
    );
    expect(page.url()).toMatch(/#\/settings\/tokens$/);
  });
});

describe("application settings that fail to load", () => {
  const suite = setupSettingsSuite({ beforeAll, afterAll, afterEach, expectNoErrors }, "embedded");

  test("the shell only logs a warning: no error toast", async () => {
    const { page, allow } = await suite.open("/collections");
    allow(/status of 500/);
    await page.route("**/api/settings", (route) =>
      route.request().method() === "GET"
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ code: 500, message: "The settings could not be read.", data: {} }),
          })
        : route.continue(),
    );
    const warnings: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "warning") warnings.push(msg.text());
    });
    const answered = page.waitForResponse((r) => r.url().includes("/api/settings") && r.status() === 500);
    await page.reload();
    await answered;
    await page.getByText(/^Showing \d+ of \d+$/).waitFor();
    await poll(() => warnings.some((w) => w.includes("Failed to load the application settings"))).toBe(true);
    expect(await page.getByText("The settings could not be read.").count()).toBe(0);
    expect(await page.locator(".toast").count()).toBe(0);
  });
});
