/** Clicks the export screen's Download as JSON and reads the file it saves. */
import { readFile } from "node:fs/promises";
import type { Download, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Waits until the preview's CodeMirror replaced its loading textarea (the swap moves the button
 * down, so a click just before it lands beside the button), then downloads.
 */
export async function downloadExport(page: Page): Promise<{ download: Download; text: string }> {
  await page.locator(".export-preview .cm-editor").waitFor();
  const button = page.getByRole("button", { name: "Download as JSON" });
  await expect.poll(() => button.isEnabled()).toBe(true);
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  return { download, text: await readFile(await download.path(), "utf8") };
}
