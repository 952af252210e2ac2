/**
 * @module Settings from v0.23: `meta.appURL` (the console says `appUrl`), secrets left out of the
 * answer instead of masked (a left-out key keeps the stored value on save), and the test email
 * names the auth collection whose template it sends.
 */
import type PocketBase from "pocketbase";
import { ClientResponseError } from "pocketbase";
import { REDACTED, type Settings, withoutRedacted } from "../../settings.ts";
import type { NewerSettingsGroups, SettingsApi } from "../settings-api.ts";
import { SUPERUSERS } from "./admins.ts";

type Raw = Record<string, Record<string, unknown> | unknown>;
type Group = Record<string, unknown>;

/**
 * The server leaves a secret out whether or not one is stored; when its companion (user name,
 * access key) is set, one most likely is, so it shows as the mask ("set new value").
 */
function maskSecret(group: unknown, secret: string, companion: string): void {
  if (!group || typeof group !== "object") return;
  const g = group as Group;
  if (g[secret] === undefined) g[secret] = g[companion] ? REDACTED : "";
}

/** The server's answer in the console's shape. */
export function fromServerSettings(raw: Raw): Settings & NewerSettingsGroups {
  const out = structuredClone(raw) as Record<string, Group>;
  const meta = out.meta;
  if (meta && "appURL" in meta) {
    meta.appUrl = meta.appURL;
    delete meta.appURL;
  }
  maskSecret(out.smtp, "password", "username");
  maskSecret(out.s3, "secret", "accessKey");
  maskSecret(out.backups?.s3, "secret", "accessKey");
  return out as unknown as Settings & NewerSettingsGroups;
}

/** A patch in the console's shape for the server (masked secrets left out, so they are kept). */
export function toServerPatch(patch: Record<string, unknown>): Record<string, unknown> {
  const out = withoutRedacted(patch) as Record<string, Group>;
  const meta = out.meta;
  if (meta && "appUrl" in meta) {
    meta.appURL = meta.appUrl;
    delete meta.appUrl;
  }
  return out;
}

/** The server's field errors under the console's paths (`meta.appURL` -> `meta.appUrl`). */
function withConsolePaths(err: unknown): unknown {
  if (!(err instanceof ClientResponseError)) return err;
  const meta = (err.response?.data as Record<string, Group> | undefined)?.meta;
  if (meta && "appURL" in meta) {
    meta.appUrl = meta.appURL;
    delete meta.appURL;
  }
  return err;
}

export function settingsV023(pb: PocketBase): SettingsApi {
  return {
    read: async (requestKey) =>
      fromServerSettings((await pb.settings.getAll({ requestKey: requestKey ?? null })) as Raw),
    save: async (patch) => {
      try {
        return fromServerSettings(
          (await pb.settings.update(toServerPatch(patch), { requestKey: null })) as Raw,
        );
      } catch (err) {
        throw withConsolePaths(err);
      }
    },
    testEmailTemplates: [
      { value: "verification", label: "Verification" },
      { value: "password-reset", label: "Password reset" },
      { value: "email-change", label: "Confirm email change" },
      { value: "otp", label: "One-time password" },
      { value: "login-alert", label: "Login alert" },
    ],
    testEmailHasCollection: true,
    // the SDK of this project predates the collection argument: the same call with it
    testEmail: async (email, template, collection, requestKey) => {
      await pb.send("/api/settings/test/email", {
        method: "POST",
        body: { email, template, collection: collection.trim() || SUPERUSERS },
        requestKey,
      });
    },
  };
}
