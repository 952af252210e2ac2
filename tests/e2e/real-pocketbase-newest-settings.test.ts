/**
 * The settings pages of the console through `pbdeck --backend URL` in front of the newest real
 * PocketBase (v0.23+ settings shape): Application (meta with `appURL`, batch, rate limit rules,
 * logs options), the server's field errors under their inputs (`rateLimits.rules.N.label`), Mail (a
 * test email of a collection's template delivered to a real SMTP peer), Files storage (the real
 * server's S3 test against s3rver) and Backups (create, list, delete, auto backups), each audited with axe.
 */
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { pocketBaseBinary, upsertSuperuser } from "../helpers/pocketbase-server.ts";
import { type SmtpPeer, startSmtpPeer } from "../helpers/smtp-peer.ts";
import { axeLightAndDark } from "./helpers/axe-audit.ts";
import { setupSuite } from "./helpers/console-app.ts";
import { type S3Peer, startS3Peer } from "./helpers/s3-peer.ts";
import { errorUnder, field, fillSmtpForm, poll } from "./helpers/settings-suite.ts";
import { SUPERUSER_EMAIL, SUPERUSER_PASSWORD, signInAsSuperuser, superuserApi } from "./helpers/superuser.ts";

const hooks = { beforeAll, afterAll, afterEach, expectNoErrors: (e: string[]) => expect(e).toEqual([]) };
const newest = pocketBaseBinary("newest");

describe("settings on the newest PocketBase", () => {
  const suite = setupSuite(hooks, {
    empty: true,
    real: true,
    server: "newest",
    prepare: (dir) => upsertSuperuser(newest, dir, SUPERUSER_EMAIL, SUPERUSER_PASSWORD),
  });

  async function serverSettings(): Promise<Record<string, Record<string, unknown>>> {
    return (await (await superuserApi(suite.app())).settings.getAll()) as Record<
      string,
      Record<string, unknown>
    >;
  }

  /** A signed-in page on `#route`. */
  async function open(route: string) {
    const w = await suite.page();
    const { page } = w;
    await signInAsSuperuser(page, suite.app());
    await page.goto(`${suite.app().consoleUrl}#${route}`);
    return w;
  }

  async function save(page: Page, toast: string) {
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText(toast).waitFor();
  }

  test("the menu and the palette list the pages of this shape; auth options stay with the collections", async () => {
    const { page } = await open("/settings");
    const menu = page.getByRole("navigation", { name: "Settings menu" });
    await menu.getByRole("link", { name: "Superusers" }).waitFor();
    const links = await menu.getByRole("link").allTextContents();
    for (const name of ["Application", "Mail settings", "Files storage", "Backups", "Health", "Superusers"])
      expect(links).toContain(name);
    expect(links).not.toContain("Auth providers");
    expect(links).not.toContain("Token options");
    // the command palette offers the same pages
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await palette.getByRole("combobox").fill("settings: ");
    const offered = await palette.getByRole("option").allTextContents();
    for (const name of ["Application", "Mail settings", "Files storage", "Backups"])
      expect(offered).toContain(`SettingsSettings: ${name}`);
    expect(offered.filter((o) => /Auth providers|Token options/.test(o))).toEqual([]);
  });

  test("application: name, a rate limit rule, excluded IPs, batch and logs options are saved in the server's shape", async () => {
    const { page } = await open("/settings");
    await field(page, "Application name *").fill("Acme newest");
    await field(page, "Application URL *").fill("https://acme.test");
    await field(page, "Minimum log level").selectOption("4");
    await page.getByLabel("Record the signed-in record id of requests").check();
    await page.getByLabel("Enable the batch API").check();
    await field(page, "Max requests in a batch *").fill("25");
    await page.getByLabel("Limit the rate of requests").check();
    const rules = await page.locator(".rate-limit-rule").count();
    await page.getByRole("button", { name: "Add rate limit rule" }).click();
    await field(page, `Rule ${rules + 1} label *`).fill("posts:create");
    await page.locator(`[id="field-rateLimits.rules.${rules}.maxRequests"]`).fill("7");
    await page.locator(`[id="field-rateLimits.rules.${rules}.duration"]`).fill("60");
    await page.locator(`[id="field-rateLimits.rules.${rules}.audience"]`).selectOption("@guest");
    await field(page, "Excluded IPs").fill("127.0.0.2, 10.0.0.0/8");
    await save(page, "Successfully saved application settings.");
    await poll(() => page.title()).toBe("Application - Acme newest - pbdeck");

    const saved = await serverSettings();
    expect(saved.meta).toMatchObject({ appName: "Acme newest", appURL: "https://acme.test" });
    expect(saved.batch).toMatchObject({ enabled: true, maxRequests: 25 });
    expect(saved.logs).toMatchObject({ minLevel: 4, logAuthId: true });
    expect(saved.rateLimits.enabled).toBe(true);
    expect(saved.rateLimits.rules).toContainEqual({
      label: "posts:create",
      maxRequests: 7,
      duration: 60,
      audience: "@guest",
    });
    expect(saved.rateLimits.excludedIPs).toEqual(["127.0.0.2", "10.0.0.0/8"]);
    await page.reload();
    await poll(() => field(page, "Application URL *").inputValue()).toBe("https://acme.test");
    expect(await field(page, "Excluded IPs").inputValue()).toBe("127.0.0.2, 10.0.0.0/8");
    expect(await field(page, `Rule ${rules + 1} label *`).inputValue()).toBe("posts:create");
    expect(await axeLightAndDark(page, ".page-content")).toEqual([]);
    // the limiter off again: the server's default rules allow 2 sign-ins in 3 s, too few for the next tests
    await page.getByLabel("Limit the rate of requests").uncheck();
    await save(page, "Successfully saved application settings.");
    expect((await serverSettings()).rateLimits.enabled).toBe(false);
  });

  test("the server's field errors show under their inputs (a rule's label, the URL, an excluded IP)", async () => {
    const w = await open("/settings");
    w.allow(/status of 400/);
    const { page } = w;
    await field(page, "Application URL *").fill("not a url");
    await page.getByRole("button", { name: "Add rate limit rule" }).click();
    const last = (await page.locator(".rate-limit-rule").count()) - 1;
    await field(page, "Excluded IPs").fill("10.0.0.1, not an ip");
    await page.getByRole("button", { name: "Save changes" }).click();
    await errorUnder(page, `field-rateLimits.rules.${last}.label`).waitFor();
    expect(await errorUnder(page, `field-rateLimits.rules.${last}.label`).textContent()).toContain(
      "Cannot be blank",
    );
    expect(await errorUnder(page, "field-meta.appUrl").textContent()).toContain("valid URL");
    expect(await errorUnder(page, "field-rateLimits.excludedIPs").textContent()).toBe("Invalid value");
    // nothing was saved
    expect((await serverSettings()).meta.appURL).not.toBe("not a url");
  });

  test("mail: SMTP saved (sender under meta), the password kept, a test email of a collection delivered", async () => {
    const peer: SmtpPeer = await startSmtpPeer({ requireAuth: true });
    try {
      const { page } = await open("/settings/mail");
      await fillSmtpForm(page, peer.port, "smtp-secret-2");
      await save(page, "Successfully saved mail settings.");
      const saved = await serverSettings();
      expect(saved.meta).toMatchObject({ senderName: "Acme mailer", senderAddress: "noreply@acme.test" });
      expect(saved.smtp).toMatchObject({
        enabled: true,
        host: "127.0.0.1",
        port: peer.port,
        authMethod: "LOGIN",
      });

      // the server never sends the password back: it shows as kept, and a save keeps it
      await page.reload();
      await poll(() => field(page, "Sender name *").inputValue()).toBe("Acme mailer");
      expect(await field(page, "Password").inputValue()).toBe("******");
      await field(page, "Sender name *").fill("Acme mail");
      await save(page, "Successfully saved mail settings.");
      expect(await axeLightAndDark(page, ".page-content")).toEqual([]);

      await page.getByRole("button", { name: "Send test email" }).click();
      const dialog = page.getByRole("dialog", { name: "Send test email" });
      expect(await dialog.getByLabel("Auth collection").inputValue()).toBe("_superusers");
      await dialog.getByLabel("Password reset").check();
      await dialog.getByLabel("To email address").fill("someone-newest@example.com");
      expect(await axeLightAndDark(page, '[role="dialog"]')).toEqual([]);
      await dialog.getByRole("button", { name: "Send" }).click();
      await page.getByText("Successfully sent test email.").waitFor();
      const mail = await peer.nextMail((m) => m.to.includes("someone-newest@example.com"));
      expect(mail.from).toBe("noreply@acme.test");
      // the password the first save stored, kept by the second
      expect(peer.logins.at(-1)).toEqual({ method: "LOGIN", username: "mailer", password: "smtp-secret-2" });
    } finally {
      await peer.close();
    }
  });

  test("files storage: S3 saved and the real server's connection test passes", async () => {
    const s3: S3Peer = await startS3Peer();
    try {
      const { page } = await open("/settings/storage");
      await page.getByLabel("Use S3 storage").check();
      await field(page, "Endpoint *").fill(s3.endpoint);
      await field(page, "Bucket *").fill(s3.bucket);
      await field(page, "Region *").fill("us-east-1");
      await field(page, "Access key *").fill(s3.accessKey);
      await field(page, "Secret *").fill(s3.secret);
      await page.getByLabel("Force path-style addressing").check();
      await page.getByRole("button", { name: "Save changes" }).click();
      await page.getByText("Successfully saved files storage settings.").waitFor();
      await page.getByText("S3 connected successfully").waitFor();
      expect((await serverSettings()).s3).toMatchObject({
        enabled: true,
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        forcePathStyle: true,
      });
      await page.reload();
      await poll(() => field(page, "Endpoint *").inputValue()).toBe(s3.endpoint);
      expect(await field(page, "Secret *").inputValue()).toBe("******");
      // the kept secret still connects
      await page.getByText("S3 connected successfully").waitFor();
      expect(await axeLightAndDark(page, ".page-content")).toEqual([]);
      await page.getByLabel("Use S3 storage").uncheck();
      await page.getByRole("button", { name: "Save changes" }).click();
      await page.getByText("Successfully saved files storage settings.").waitFor();
    } finally {
      await s3.close();
    }
  });

  test("backups: created, listed, deleted, the auto backups options saved; Inspect is hidden", async () => {
    const { page } = await open("/settings/backups");
    await page.getByText("No backups yet.").waitFor();
    await page.getByRole("button", { name: "Initialize new backup" }).click();
    const create = page.getByRole("dialog", { name: "Initialize new backup" });
    await create.getByLabel("Backup name").fill("newest_1.zip");
    await create.getByRole("button", { name: "Start backup" }).click();
    await page.getByText("Successfully generated new backup.").waitFor();
    const row = page.getByRole("listitem", { name: "newest_1.zip", exact: true });
    await row.waitFor();
    expect((await (await superuserApi(suite.app())).backups.getFullList()).map((b) => b.key)).toEqual([
      "newest_1.zip",
    ]);
    await expect.poll(() => page.getByRole("button", { name: "Inspect" }).count()).toBe(0);
    expect(await axeLightAndDark(page, ".page-content")).toEqual([]);

    // the auto backups options live in the settings' backups group, as on v0.18
    await page.getByRole("button", { name: /Backups options/ }).click();
    await page.getByRole("switch", { name: "Enable auto backups" }).check();
    await page.getByLabel("Cron presets").selectOption({ label: "Every Sunday at 00:00h" });
    await page.getByLabel("Max @auto backups to keep").fill("4");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Successfully saved backups settings.").waitFor();
    expect((await serverSettings()).backups).toMatchObject({ cron: "0 0 * * 0", cronMaxKeep: 4 });

    await row.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes" }).click();
    await page.getByText("Successfully deleted newest_1.zip.").waitFor();
    await page.getByText("No backups yet.").waitFor();
    expect(await (await superuserApi(suite.app())).backups.getFullList()).toEqual([]);
  });
});
