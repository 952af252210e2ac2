import { expect, test } from "vitest";
import {
  adminPasswordResetEmail,
  collapsePathSlashes,
  resolveTemplate,
} from "../../../backend/services/mail/mail-templates.ts";
import { defaultSettings } from "../../../backend/services/settings/settings-defaults.ts";

const meta = { ...defaultSettings().meta, appName: "Acme & Co", appUrl: "https://acme.test/" };

test("placeholders are replaced in subject, body and action URL", () => {
  const resolved = resolveTemplate(
    meta,
    {
      subject: "{APP_NAME} at {APP_URL} {TOKEN}",
      body: '<a href="{ACTION_URL}">{APP_NAME}</a> {TOKEN}',
      actionUrl: "{APP_URL}/confirm//{TOKEN}?next=//x#/a//b",
    },
    "tok.en.value",
  );
  // {TOKEN} is not a subject placeholder
  expect(resolved.subject).toBe("Acme & Co at https://acme.test/ {TOKEN}");
  expect(resolved.actionUrl).toBe("https://acme.test/confirm/tok.en.value?next=//x#/a//b");
  expect(resolved.html).toBe(
    '<a href="https://acme.test/confirm/tok.en.value?next=//x#/a//b">Acme & Co</a> tok.en.value',
  );
});

test("duplicate slashes collapse in the path only, keeping a trailing slash", () => {
  expect(collapsePathSlashes("http://a.test//x///y/")).toBe("http://a.test/x/y/");
  expect(collapsePathSlashes("http://a.test/_/#/auth//z")).toBe("http://a.test/_/#/auth//z");
  expect(collapsePathSlashes("/relative//path")).toBe("/relative/path");
});

test("the admin reset email links to the console page without an /auth/ segment", () => {
  const email = adminPasswordResetEmail(meta, "abc.def.ghi");
  expect(email.subject).toBe("Reset admin password");
  expect(email.actionUrl).toBe("https://acme.test/_/#/confirm-password-reset/abc.def.ghi");
  expect(email.html).toContain('href="https://acme.test/_/#/confirm-password-reset/abc.def.ghi"');
  expect(email.html).toContain("Acme &amp; Co");
});
