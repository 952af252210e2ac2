import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { refusedAddress, type SmtpPeer, startSmtpPeer } from "../helpers/smtp-peer.ts";
import {
  errorUnder,
  field,
  fillSmtpForm,
  poll,
  SETTINGS_MODES,
  setupSettingsSuite,
} from "./helpers/settings-suite.ts";

const expectNoErrors = (e: string[]) => expect(e).toEqual([]);

describe.each(SETTINGS_MODES)("mail settings (%s)", (mode) => {
  const suite = setupSettingsSuite({ beforeAll, afterAll, afterEach, expectNoErrors }, mode);
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await startSmtpPeer({ requireAuth: true });
  });
  afterAll(() => peer.close());

  test("SMTP settings persist, the password stays masked and kept, and a test email is delivered", async () => {
    const { page } = await suite.open("/settings/mail");
    await fillSmtpForm(page, peer.port, "smtp-secret-1");
    await field(page, "EHLO/HELO domain").fill("acme.test");
    // a changed form offers Cancel and Save, not the test email
    expect(await page.getByRole("button", { name: "Send test email" }).count()).toBe(0);
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Successfully saved mail settings.").waitFor();

    await page.reload();
    await poll(() => field(page, "Sender name *").inputValue()).toBe("Acme mailer");
    expect(await field(page, "SMTP server host *").inputValue()).toBe("127.0.0.1");
    const password = field(page, "Password");
    expect(await password.inputValue()).toBe("******");
    expect(await password.getAttribute("readonly")).not.toBeNull();
    await page.getByRole("button", { name: "Set new value" }).waitFor();

    // change something else: the stored password must survive
    await field(page, "Sender name *").fill("Acme mail");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Successfully saved mail settings.").waitFor();
    const saved = await (await suite.admin()).settings.getAll();
    expect(saved.smtp).toMatchObject({
      enabled: true,
      host: "127.0.0.1",
      port: peer.port,
      authMethod: "LOGIN",
    });

    await page.getByRole("button", { name: "Send test email" }).click();
    const dialog = page.getByRole("dialog", { name: "Send test email" });
    await dialog.getByLabel("Password reset").check();
    await dialog.getByLabel("To email address").fill(`someone-${mode}@example.com`);
    await dialog.getByRole("button", { name: "Send" }).click();
    await page.getByText("Successfully sent test email.").waitFor();
    await poll(() => dialog.count()).toBe(0);
    const mail = await peer.nextMail((m) => m.to.includes(`someone-${mode}@example.com`));
    expect(mail.from).toBe("noreply@acme.test");
    expect(peer.logins.at(-1)).toEqual({ method: "LOGIN", username: "mailer", password: "smtp-secret-1" });

    // secrets never reach local storage; the last recipient is remembered
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain("smtp-secret-1");
    await page.getByRole("button", { name: "Send test email" }).click();
    expect(await dialog.getByLabel("To email address").inputValue()).toBe(`someone-${mode}@example.com`);
  });
});

describe("mail settings: validation and templates", () => {
  const suite = setupSettingsSuite({ beforeAll, afterAll, afterEach, expectNoErrors }, "embedded");

  test("errors show under the sender and template fields, with 'Has errors' on the accordion", async () => {
    const { page, allow } = await suite.open("/settings/mail");
    allow(/status of 400/);
    await field(page, "Sender address *").fill("not-an-email");
    await page.getByRole("button", { name: "Verification", exact: true }).click();
    await field(page, "Subject *").fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await errorUnder(page, "field-meta.senderAddress").waitFor();
    await errorUnder(page, "field-meta.verificationTemplate.subject").waitFor();
    await page.locator('[id="field-meta.verificationTemplate"]').click(); // close it
    await page.getByRole("img", { name: "Has errors" }).waitFor();
    expect(await errorUnder(page, "field-meta.senderName").count()).toBe(0);
  });

  test("placeholders copy to the clipboard; the preview fills them in", async () => {
    const { page, context } = await suite.open("/settings/mail");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Password reset", exact: true }).click();
    await page.getByRole("button", { name: "{ACTION_URL}" }).click();
    await page.getByText("Copied {ACTION_URL} to clipboard").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("{ACTION_URL}");
    expect(await page.getByRole("button", { name: "{TOKEN}" }).first().getAttribute("title")).toBe(
      "Required parameter",
    );
    await page.getByRole("button", { name: "Preview" }).click();
    const frame = page.frameLocator('iframe[title="Email preview"]');
    const appName = (await (await suite.admin()).settings.getAll()).meta.appName;
    await poll(() => frame.locator("body").textContent()).toContain(appName);
  });

  test("a refused recipient: the error shows and the dialog stays open", async () => {
    const peer = await startSmtpPeer();
    try {
      const pb = await suite.admin();
      await pb.settings.update({ smtp: { enabled: true, host: "127.0.0.1", port: peer.port } });
      const { page, allow } = await suite.open("/settings/mail");
      allow(/status of 400/);
      await page.getByRole("button", { name: "Send test email" }).click();
      const dialog = page.getByRole("dialog", { name: "Send test email" });
      await dialog.getByLabel("To email address").fill(refusedAddress);
      await dialog.getByRole("button", { name: "Send" }).click();
      await page.locator(".toast-error").waitFor();
      expect(await dialog.count()).toBe(1);
      expect(await dialog.getByRole("button", { name: "Send" }).isEnabled()).toBe(true);
    } finally {
      await peer.close();
    }
  });
});
