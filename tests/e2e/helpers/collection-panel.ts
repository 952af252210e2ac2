/** Steps in the collection panel shared by the editor's e2e files (embedded, real v0.18.1, newest). */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** Adds a field from the New field menu and names it; its options panel opens. */
export async function addField(page: Page, panel: Locator, label: string, name: string): Promise<Locator> {
  await panel.getByRole("button", { name: "New field" }).click();
  await page.getByRole("menuitem", { name: label, exact: true }).click();
  const row = panel.locator(".schema-field").last();
  await row.getByLabel("Field name").fill(name);
  return row;
}

/** Replaces the text of a code editor (CodeMirror, once it has replaced its loading placeholder). */
export async function typeCode(target: Locator, text: string): Promise<void> {
  await expect.poll(() => target.isEditable()).toBe(true);
  await target.fill(text);
}
