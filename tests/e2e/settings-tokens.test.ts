import PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { user1Token } from "../helpers/fixture-tokens.ts";
import { errorUnder, field, poll, SETTINGS_MODES, setupSettingsSuite } from "./helpers/settings-suite.ts";

const expectNoErrors = (e: string[]) => expect(e).toEqual([]);

describe.each(SETTINGS_MODES)("token options (%s)", (mode) => {
  const suite = setupSettingsSuite({ beforeAll, afterAll, afterEach, expectNoErrors }, mode);

  test("durations persist after a reload", async () => {
    const { page } = await suite.open("/settings/tokens");
    await page.getByText("Record tokens").waitFor();
    await page.getByText("Admin tokens").waitFor();
    const duration = page.locator('[id="field-recordVerificationToken.duration"]');
    await duration.fill("7200");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Successfully saved tokens options.").waitFor();
    await page.reload();
    await poll(() => duration.inputValue()).toBe("7200");
    const saved = await (await suite.admin()).settings.getAll();
    expect(saved.recordVerificationToken.duration).toBe(7200);
  });
});

describe("token options: validation and invalidation", () => {
  const suite = setupSettingsSuite({ beforeAll, afterAll, afterEach, expectNoErrors }, "embedded");

  test("an empty duration shows the error under it", async () => {
    const { page, allow } = await suite.open("/settings/tokens");
    allow(/status of 400/);
    await page.locator('[id="field-adminFileToken.duration"]').fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await errorUnder(page, "field-adminFileToken.duration").waitFor();
    expect(await errorUnder(page, "field-adminAuthToken.duration").count()).toBe(0);
  });

  test("'Invalidate all previously issued tokens' toggles without asking, then rotates the secret on save", async () => {
    const users = new PocketBase(suite.consoleUrl().replace(/\/_\/$/, ""));
    users.authStore.save(user1Token, null);
    await users.collection("users").authRefresh(); // the old token still works

    const { page } = await suite.open("/settings/tokens");
    const link = page.getByRole("button", { name: "Invalidate all previously issued tokens" }).first();
    await link.click();
    // the spec's toggle: marked at once, no confirmation (nothing happens before Save)
    expect(await link.getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("alertdialog").count()).toBe(0);
    await link.click(); // toggled off again: nothing to save
    expect(await link.getAttribute("aria-pressed")).toBe("false");
    expect(await page.getByRole("button", { name: "Save changes" }).isDisabled()).toBe(true);
    await link.click();
    expect(await link.getAttribute("aria-pressed")).toBe("true");
    await field(page, "Auth token duration (in seconds) *").first().press("Control+s");
    await page.getByText("Successfully saved tokens options.").waitFor();

    users.authStore.save(user1Token, null);
    await expect(users.collection("users").authRefresh()).rejects.toMatchObject({ status: 401 });
  });
});
