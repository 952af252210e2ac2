import { expect, test } from "vitest";
import { REDACTED, withoutRedacted } from "../../../../shared/client/settings.ts";
import {
  GENERATED_PASSWORD_LENGTH,
  RANDOM_SECRET_LENGTH,
  randomSecret,
} from "../../../../web/src/lib/random.ts";
import {
  AUTH_PROVIDERS,
  missingProviderUrls,
  providerForm,
  shortProviderKey,
  splitByEnabled,
} from "../../../../web/src/lib/settings/auth-providers.ts";
import { fillPlaceholders, templateHasErrors } from "../../../../web/src/lib/settings/mail-templates.ts";
import { searchSettings } from "../../../../web/src/lib/settings/settings-index.ts";
import { SETTINGS_MENU, settingsEntryOf } from "../../../../web/src/lib/settings/settings-menu.ts";
import { TOKEN_SECRET_LENGTH } from "../../../../web/src/lib/settings/token-kinds.ts";
import { isSaveShortcut } from "../../../../web/src/lib/settings/use-save-shortcut.ts";

test("redacted values are left out of a save, at any depth", () => {
  const patch = {
    smtp: { host: "h", password: REDACTED },
    googleAuth: { clientSecret: REDACTED, enabled: true },
  };
  expect(withoutRedacted(patch)).toEqual({ smtp: { host: "h" }, googleAuth: { enabled: true } });
  expect(patch.smtp.password).toBe(REDACTED); // the input is untouched
});

test("the menu has the spec's groups and every entry is a route", () => {
  const specEntries = (g: (typeof SETTINGS_MENU)[number]) => g.entries.filter((e) => !e.embeddedOnly);
  expect(SETTINGS_MENU.map((g) => [g.title, specEntries(g).map((e) => e.label)])).toEqual([
    ["System", ["Application", "Mail settings", "Files storage", "Backups", "Health"]],
    ["Sync", ["Export collections", "Import collections"]],
    ["Authentication", ["Auth providers", "Token options", "Admins"]],
  ]);
  // beyond the spec: the SQL console, on the embedded backend only
  expect(settingsEntryOf("/settings/sql")).toMatchObject({ label: "SQL console", embeddedOnly: true });
  expect(settingsEntryOf("/settings/admins?filter=x")?.label).toBe("Admins");
  expect(settingsEntryOf("/settings/")?.label).toBe("Application");
});

test("the settings search finds smtp, apple and token settings", () => {
  expect(searchSettings("smtp")[0]?.path).toBe("/settings/mail");
  expect(searchSettings("smtp").every((e) => e.path === "/settings/mail")).toBe(true);
  expect(searchSettings("apple").map((e) => e.target)).toContain("field-appleAuth.clientId");
  expect(searchSettings("token").every((e) => e.path === "/settings/tokens")).toBe(true);
  expect(searchSettings("")).toEqual([]);
  expect(searchSettings("s3 bucket")[0]?.target).toBe("field-s3.bucket");
});

test("21 providers; short keys drop 'Auth'; enabled ones come first", () => {
  expect(AUTH_PROVIDERS).toHaveLength(21);
  expect(new Set(AUTH_PROVIDERS.map((p) => p.key)).size).toBe(21);
  expect(shortProviderKey("oidc2Auth")).toBe("oidc2");
  const { enabled, disabled } = splitByEnabled({ githubAuth: { enabled: true } });
  expect(enabled.map((p) => p.key)).toEqual(["githubAuth"]);
  expect(disabled).toHaveLength(20);
  expect(providerForm(undefined)).toMatchObject({ enabled: false, clientId: "" });
});

test("enabled OpenID Connect and Azure providers need their URLs", () => {
  const form = {
    ...providerForm({ enabled: true, clientId: "a", clientSecret: "b" }),
    tokenUrl: "https://t",
  };
  expect(missingProviderUrls("oidcAuth", "oidc", form)).toEqual({
    oidcAuth: {
      authUrl: { code: "validation_required", message: "Cannot be blank." },
      userApiUrl: { code: "validation_required", message: "Cannot be blank." },
    },
  });
  expect(Object.keys(missingProviderUrls("microsoftAuth", "azure", form)?.microsoftAuth ?? {})).toEqual([
    "authUrl",
  ]);
  expect(missingProviderUrls("oidcAuth", "oidc", { ...form, enabled: false })).toBeNull();
  expect(missingProviderUrls("gitlabAuth", "selfHosted", form)).toBeNull();
});

test("the template preview fills the placeholders", () => {
  const values = { appName: "Acme", appUrl: "https://acme.test", actionUrl: "{APP_URL}/r/{TOKEN}" };
  expect(fillPlaceholders("<a href='{ACTION_URL}'>{APP_NAME}</a>", values)).toBe(
    "<a href='https://acme.test/r/sample-token'>Acme</a>",
  );
  expect(templateHasErrors({ meta: { verificationTemplate: { body: {} } } }, "verificationTemplate")).toBe(
    true,
  );
  expect(templateHasErrors({ meta: { senderName: {} } }, "verificationTemplate")).toBe(false);
});

test("random secrets are 32 letters and digits by default, token secrets 50, generated passwords 15", () => {
  expect(randomSecret()).toHaveLength(32);
  expect(RANDOM_SECRET_LENGTH).toBe(32);
  expect(randomSecret(GENERATED_PASSWORD_LENGTH)).toHaveLength(15);
  const a = randomSecret(TOKEN_SECRET_LENGTH);
  expect(a).toHaveLength(50);
  expect(a).toMatch(/^[A-Za-z0-9]+$/);
  expect(randomSecret(TOKEN_SECRET_LENGTH)).not.toBe(a);
});

test("Ctrl+S and Cmd+S are the save shortcut", () => {
  expect(isSaveShortcut({ key: "s", ctrlKey: true, metaKey: false, altKey: false })).toBe(true);
  expect(isSaveShortcut({ key: "S", ctrlKey: false, metaKey: true, altKey: false })).toBe(true);
  expect(isSaveShortcut({ key: "s", ctrlKey: false, metaKey: false, altKey: false })).toBe(false);
  expect(isSaveShortcut({ key: "s", ctrlKey: true, metaKey: false, altKey: true })).toBe(false);
});
