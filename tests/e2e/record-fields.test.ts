import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

const DEMO3 = "wzlqyes4orhoygb";
const DEMO5 = "9n89pl5vkct6330";

async function openCollection(page: Page, id: string) {
  await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${id}`);
  await page.locator(".list-footer, .state-panel").first().waitFor();
}

test("the relation picker stacks over the editor; Escape closes only the top panel", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page, DEMO5);
  await page.getByRole("button", { name: "New record" }).first().click();
  const editor = page.getByRole("dialog", { name: "New demo5 record" });
  const relOne = editor.locator(".field", { hasText: "rel_one" });
  await relOne.getByRole("button", { name: "Open picker" }).click();
  const picker = page.getByRole("dialog", { name: "Select demo4 records" });
  await picker.getByText("qzaqccwrmva4o1n").waitFor();
  await picker.getByText("(0 of MAX 1)").waitFor();
  await page.keyboard.press("Escape");
  await expect.poll(() => picker.count()).toBe(0);
  expect(await editor.count()).toBe(1);

  await relOne.getByRole("button", { name: "Open picker" }).click();
  await picker.getByRole("radio").first().check();
  await picker.getByText("(1 of MAX 1)").waitFor();
  await picker.getByRole("button", { name: "Set selection" }).click();
  await expect.poll(() => relOne.locator(".chip").count()).toBe(1);

  const relMany = editor.locator(".field", { hasText: "rel_many" });
  await relMany.getByRole("button", { name: "Open picker" }).click();
  await picker.getByRole("checkbox").nth(0).check();
  await picker.getByRole("checkbox").nth(1).check();
  await picker.getByText("(2 of MAX 5)").waitFor();
  await picker.getByRole("button", { name: "Set selection" }).click();
  await expect.poll(() => relMany.locator(".chip").count()).toBe(2);
  await relMany
    .getByRole("button", { name: /^Remove / })
    .first()
    .click();
  await expect.poll(() => relMany.locator(".chip").count()).toBe(1);

  await editor.getByRole("button", { name: "Create" }).click();
  await page.getByText("Successfully created record.").waitFor();
  await expect.poll(() => page.locator(".records-table tbody tr").count()).toBe(3);
});

test("files: upload new ones, see them listed, and delete an existing one", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page, DEMO3);
  await page.getByRole("button", { name: "New record" }).first().click();
  const editor = page.getByRole("dialog", { name: "New demo3 record" });
  await editor.getByLabel("title").fill("with files");
  await editor.getByLabel("Upload files").setInputFiles([
    { name: "hello.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("notes") },
  ]);
  await expect.poll(() => editor.locator(".file-new").count()).toBe(2);
  await editor.getByRole("button", { name: "Remove upload notes.txt" }).click();
  await expect.poll(() => editor.locator(".file-new").count()).toBe(1);
  await editor.getByRole("button", { name: "Create" }).click();
  await page.getByText("Successfully created record.").waitFor();

  await page.getByRole("cell", { name: "with files" }).click();
  const edit = page.getByRole("dialog", { name: "Edit demo3 record" });
  const link = edit.getByRole("link", { name: /^hello_\w+\.txt$/ });
  await link.waitFor();
  expect(await link.getAttribute("href")).toMatch(/\/api\/files\/wzlqyes4orhoygb\/\w+\/hello_\w+\.txt$/);
  const save = edit.getByRole("button", { name: "Save changes" });
  expect(await save.isDisabled()).toBe(true);
  await edit.getByRole("button", { name: /^Remove file hello_/ }).click();
  expect(await save.isEnabled()).toBe(true);
  await save.click();
  await page.getByText("Successfully updated record.").waitFor();
  await page.getByRole("cell", { name: "with files" }).click();
  await edit.getByRole("button", { name: "Upload new file" }).waitFor();
  expect(await edit.locator(".file-item").count()).toBe(0);
});

test("a single-file field replaces its file", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page, DEMO5);
  await page.locator(".records-table tbody tr", { hasText: "la4y2w4o98acwuj" }).click();
  const edit = page.getByRole("dialog", { name: "Edit demo5 record" });
  const field = edit.locator(".field", { hasText: "300_uh_lkx91_hvb_Da8K5pl069.png" });
  await field.waitFor();
  await edit.getByLabel("Upload file", { exact: true }).setInputFiles({
    name: "new.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("x"),
  });
  await expect.poll(() => field.locator(".file-removed").count()).toBe(1);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await page.getByText("Successfully updated record.").waitFor();
  await page.locator(".records-table tbody tr", { hasText: "la4y2w4o98acwuj" }).click();
  await edit.getByRole("link", { name: /^new_\w+\.txt$/ }).waitFor();
  expect(await edit.getByText("300_uh_lkx91_hvb_Da8K5pl069.png").count()).toBe(0);
});

test("the picker creates a related record in a stacked editor and selects it", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page, "_pb_users_auth_");
  await page.getByRole("button", { name: "New record" }).first().click();
  const editor = page.getByRole("dialog", { name: "New users record" });
  await editor.locator(".field", { hasText: "rel" }).getByRole("button", { name: "Open picker" }).click();
  const picker = page.getByRole("dialog", { name: "Select demo2 records" });
  await picker.getByRole("button", { name: "New record" }).click();
  const nested = page.getByRole("dialog", { name: "New demo2 record" });
  await nested.getByLabel("title").fill("made in the picker");
  await nested.getByRole("button", { name: "Create" }).click();
  await page.getByText("Successfully created record.").waitFor();
  await expect.poll(() => nested.count()).toBe(0);
  await picker.getByText("(1 of MAX 1)").waitFor();
  await picker.locator(".picker-list").getByText("made in the picker").waitFor();
  // the selection's chip shows the record's label, not its bare id
  await picker.locator(".chips .chip", { hasText: "made in the picker" }).waitFor();
  await picker.getByRole("button", { name: "Set selection" }).click();
  await expect.poll(() => picker.count()).toBe(0);
  await editor.locator(".chip", { hasText: "made in the picker" }).waitFor();
});

test("file previews open in an overlay with a new-tab link", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page, DEMO3);
  await page.locator(".records-table tbody tr", { hasText: "lcl9d87w22ml6jy" }).click();
  const edit = page.getByRole("dialog", { name: "Edit demo3 record" });
  await edit.getByRole("button", { name: "Preview 300_UhLKX91HVb.png" }).click();
  const preview = page.getByRole("dialog", { name: "300_UhLKX91HVb.png" });
  await preview.getByRole("img", { name: "300_UhLKX91HVb.png" }).waitFor();
  expect(await preview.getByRole("link", { name: "Open in new tab" }).getAttribute("target")).toBe("_blank");
  await preview.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect.poll(() => preview.count()).toBe(0);
  await edit.getByRole("button", { name: "Preview test_FLurQTgrY8.txt" }).click();
  await page.getByText("Cannot preview the file.").waitFor();
});

test("every simple field type saves and loads back", async () => {
  const { page } = await suite.page({ signedIn: true });
  await openCollection(page, "wsmn24bux7wo113");
  await page.getByRole("button", { name: "New record" }).first().click();
  const editor = page.getByRole("dialog", { name: "New demo1 record" });
  await editor.getByLabel("text", { exact: true }).fill("all types");
  await editor.getByRole("switch", { name: "bool" }).check();
  await editor.getByLabel("url", { exact: true }).fill("https://example.com/x");
  await editor.getByLabel("select_one").selectOption("optionB");
  await editor.getByRole("checkbox", { name: "optionA" }).check();
  await editor.getByRole("checkbox", { name: "optionC" }).check();
  await editor.getByLabel("number", { exact: true }).fill("12.5");
  await editor.getByLabel("email", { exact: true }).fill("types@example.com");
  await editor.getByLabel("datetime (UTC)").fill("2024-01-02 03:04:05");
  await editor.getByLabel(/^json/).fill('{"list": [1, 2]}');
  await editor.getByRole("button", { name: "Create" }).click();
  await page.getByText("Successfully created record.").waitFor();

  await page.getByRole("cell", { name: "all types" }).click();
  const edit = page.getByRole("dialog", { name: "Edit demo1 record" });
  await edit.getByLabel("text", { exact: true }).waitFor();
  expect(await edit.getByLabel("text", { exact: true }).inputValue()).toBe("all types");
  expect(await edit.getByRole("switch", { name: "bool" }).isChecked()).toBe(true);
  expect(await edit.getByLabel("url", { exact: true }).inputValue()).toBe("https://example.com/x");
  expect(await edit.getByLabel("select_one").inputValue()).toBe("optionB");
  expect(await edit.getByRole("checkbox", { name: "optionA" }).isChecked()).toBe(true);
  expect(await edit.getByRole("checkbox", { name: "optionB" }).isChecked()).toBe(false);
  expect(await edit.getByRole("checkbox", { name: "optionC" }).isChecked()).toBe(true);
  expect(await edit.getByLabel("number", { exact: true }).inputValue()).toBe("12.5");
  expect(await edit.getByLabel("email", { exact: true }).inputValue()).toBe("types@example.com");
  expect(await edit.getByLabel("datetime (UTC)").inputValue()).toBe("2024-01-02 03:04:05");
  expect(JSON.parse((await edit.getByLabel(/^json/).textContent()) ?? "")).toEqual({ list: [1, 2] });
  expect(await edit.getByRole("button", { name: "Save changes" }).isDisabled()).toBe(true);
  await edit.getByRole("button", { name: "Clear datetime" }).click();
  await expect.poll(() => edit.getByLabel("datetime (UTC)").inputValue()).toBe("");
  expect(await edit.getByRole("button", { name: "Save changes" }).isEnabled()).toBe(true);
});
