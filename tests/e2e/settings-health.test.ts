/** Settings > Health in Chromium: the doctor's findings on a fixture copy with problems planted, and their fix buttons. */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { growWithoutIndexes } from "../helpers/doctor-data.ts";
import { poll, setupSettingsSuite } from "./helpers/settings-suite.ts";

const expectNoErrors = (e: string[]) => expect(e).toEqual([]);

describe("health page", () => {
  const suite = setupSettingsSuite({ beforeAll, afterAll, afterEach, expectNoErrors }, "embedded", {
    // a large collection whose default sort has no index
    prepare: (dir) => growWithoutIndexes(dir, "demo1", 100_000),
  });

  test("lists the findings worst first; 'Schedule daily backups' asks, saves the cron, and the finding is gone", async () => {
    const { page } = await suite.open("/settings/health");
    const findings = page.getByRole("listitem");
    const noBackup = page.getByRole("listitem", {
      name: "There are no backups and no auto-backup schedule.",
    });
    await noBackup.waitFor();
    await page.getByText("7 errors, 6 warnings, 0 info").waitFor();
    expect(await findings.first().getAttribute("aria-label")).toBe(
      'Anyone, even without signing in, can change any record of "demo2" (its Update rule is empty).',
    );
    await poll(() => page.title()).toMatch(/^Health - /);

    await noBackup.getByRole("button", { name: "Schedule daily backups" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog
      .getByText('Back up every day at midnight (cron "0 0 * * *") and keep the last 7 backups?')
      .waitFor();
    await dialog.getByRole("button", { name: "Schedule" }).click();
    await page.getByText("Successfully scheduled daily backups.").waitFor();
    await poll(() => noBackup.count()).toBe(0);
    await page.getByText("7 errors, 5 warnings, 0 info").waitFor();
    const saved = await (await suite.admin()).settings.getAll();
    expect(saved.backups).toMatchObject({ cron: "0 0 * * *", cronMaxKeep: 7 });
  });

  test("'Add the index' shows the statement, adds it, and the scale finding is gone", async () => {
    const { page } = await suite.open("/settings/health");
    const slow = page.getByRole("listitem", {
      name: '"demo1" has 100,003 records and no index on "created" (its default sort).',
    });
    await slow.getByRole("button", { name: "Add the index" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("CREATE INDEX `idx_demo1_created` ON `demo1` (`created`)").waitFor();
    await dialog.getByRole("button", { name: "Add index" }).click();
    await page.getByText('Successfully added the index to "demo1".').waitFor();
    await poll(() => slow.count()).toBe(0);
    const demo1 = await (await suite.admin()).collections.getOne("demo1");
    expect(demo1.indexes).toEqual(["CREATE INDEX `idx_demo1_created` ON `demo1` (`created`)"]);
  });

  test("'Open the rule' opens the collection editor on its API rules, that rule focused", async () => {
    const { page } = await suite.open("/settings/health");
    const open = page.getByRole("listitem", {
      name: 'Anyone, even without signing in, can delete any record of "demo4" (its Delete rule is empty).',
    });
    await open.getByRole("button", { name: "Open the rule" }).click();
    await poll(() => page.getByRole("tab", { name: "API Rules" }).getAttribute("aria-selected")).toBe("true");
    await page.getByText("Edit collection").waitFor();
    await poll(() =>
      page.evaluate(
        () => document.activeElement?.closest(".rule-field")?.querySelector("label")?.textContent,
      ),
    ).toBe("Delete rule");
  });
});
