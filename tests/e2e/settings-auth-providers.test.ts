import { generateKeyPairSync } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { errorUnder, field, poll, SETTINGS_MODES, setupSettingsSuite } from "./helpers/settings-suite.ts";

const expectNoErrors = (e: string[]) => expect(e).toEqual([]);

describe.each(SETTINGS_MODES)("auth providers (%s)", (mode) => {
  const suite = setupSettingsSuite({ beforeAll, afterAll, afterEach, expectNoErrors }, mode);

  test("a provider saved in its dialog is enabled at a glance, persists, and its secret stays masked", async () => {
    const { page } = await suite.open("/settings/auth-providers");
    await page.getByText("Manage the allowed users OAuth2 sign-in/sign-up methods.").waitFor();
    expect(await page.locator(".provider-card").count()).toBe(21);
    const before = await (await suite.admin()).settings.getAll();

    await page.getByRole("button", { name: "Google settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Google provider" });
    expect(await dialog.getByLabel("Enable").isChecked()).toBe(true); // no client ID yet: preset on
    await field(dialog as never, "Client ID *").fill(`google-id-${mode}`);
    await field(dialog as never, "Client secret *").fill("google-secret");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Successfully updated provider settings.").waitFor();
    await poll(() => dialog.count()).toBe(0);
    const first = page.locator(".provider-card").first();
    expect(await first.textContent()).toContain("Google");
    expect(await first.textContent()).toContain("Enabled");

    await page.reload();
    await page.getByRole("button", { name: "Google settings" }).click();
    await poll(() => dialog.getByLabel("Client ID *").inputValue()).toBe(`google-id-${mode}`);
    expect(await dialog.getByLabel("Client secret *").inputValue()).toBe("******");

    const after = await (await suite.admin()).settings.getAll();
    expect(after.googleAuth).toMatchObject({ enabled: true, clientId: `google-id-${mode}` });
    expect(after.githubAuth).toEqual(before.githubAuth); // only the edited provider was sent
  });
});

describe("auth providers: options, clearing and the Apple secret", () => {
  const suite = setupSettingsSuite({ beforeAll, afterAll, afterEach, expectNoErrors }, "embedded");

  test("each card shows the provider's own drawn logo, not a letter: 21 different pictures", async () => {
    const { page } = await suite.open("/settings/auth-providers");
    await page.getByText("Manage the allowed users OAuth2 sign-in/sign-up methods.").waitFor();
    const logos = await page.locator(".provider-card svg.provider-logo").evaluateAll((svgs) =>
      svgs.map((svg) => ({
        letters: svg.querySelectorAll("text").length,
        // the tile is the first rect; the mark is everything after it
        shapes: svg.querySelectorAll("path, circle, ellipse, rect").length - 1,
        mark: [...svg.children]
          .slice(1)
          .map((child) => child.outerHTML)
          .join(""),
      })),
    );
    expect(logos).toHaveLength(21);
    for (const logo of logos) {
      expect(logo.letters).toBe(0);
      expect(logo.shapes).toBeGreaterThan(0);
    }
    expect(new Set(logos.map((logo) => logo.mark)).size).toBe(21);
  });

  test("an enabled OpenID Connect provider needs its URLs", async () => {
    const { page, allow } = await suite.open("/settings/auth-providers");
    allow(/status of 400/);
    await page.getByRole("button", { name: "OpenID Connect settings", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "OpenID Connect provider" });
    await dialog.getByLabel("Client ID *").fill("oidc-id");
    await dialog.getByLabel("Client secret *").fill("oidc-secret");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    for (const part of ["authUrl", "tokenUrl", "userApiUrl"])
      await errorUnder(page, `field-oidcAuth.${part}`).waitFor();
    await dialog.getByLabel("Auth URL *").fill("https://id.example.com/auth");
    await dialog.getByLabel("Token URL *").fill("https://id.example.com/token");
    await dialog.getByLabel("User API URL *").fill("https://id.example.com/me");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Successfully updated provider settings.").waitFor();
    const saved = (await (await suite.admin()).settings.getAll()).oidcAuth;
    expect(saved).toMatchObject({ enabled: true, userApiUrl: "https://id.example.com/me" });

    // Clear all fields disables and empties it
    await page.getByRole("button", { name: "OpenID Connect settings", exact: true }).click();
    await dialog.getByRole("button", { name: "Clear all fields" }).click();
    expect(await dialog.getByLabel("Enable").isChecked()).toBe(false);
    expect(await dialog.getByLabel("Auth URL").inputValue()).toBe("");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Successfully updated provider settings.").waitFor();
    await poll(async () => (await (await suite.admin()).settings.getAll()).oidcAuth.enabled).toBe(false);
  });

  test("the Apple dialog generates a client secret and sets it", async () => {
    const { page } = await suite.open("/settings/auth-providers");
    await page.getByRole("button", { name: "Apple settings" }).click();
    const provider = page.getByRole("dialog", { name: "Apple provider" });
    await provider.getByLabel("Client ID *").fill("com.acme.app");
    await provider.getByRole("button", { name: "Generate secret" }).click();
    const dialog = page.getByRole("dialog", { name: "Generate Apple client secret" });
    expect(await dialog.getByLabel("Client ID *").inputValue()).toBe("com.acme.app");
    expect(await dialog.getByLabel("Duration (in seconds) *").inputValue()).toBe("15777000");
    await dialog.getByLabel("Team ID *").fill("TEAM123456");
    await dialog.getByLabel("Key ID *").fill("KEY1234567");
    const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    await dialog.getByLabel("Private key *").fill(`\n${pem}\n`);
    await dialog.getByRole("button", { name: "Generate and set secret" }).click();
    await page.getByText("Successfully generated client secret.").waitFor();
    await poll(() => dialog.count()).toBe(0);
    const secret = await provider.getByLabel("Client secret *").inputValue();
    expect(secret.split(".")).toHaveLength(3); // a signed JWT
    await provider.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Successfully updated provider settings.").waitFor();
    expect((await (await suite.admin()).settings.getAll()).appleAuth).toMatchObject({ enabled: true });
  });
});
