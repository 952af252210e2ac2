/** @module Settings up to v0.22: the console's shape is the server's own (secrets already masked). */
import type PocketBase from "pocketbase";
import { getSettings, updateSettings } from "../../settings.ts";
import type { SettingsApi } from "../settings-api.ts";

export function settingsV018(pb: PocketBase): SettingsApi {
  return {
    read: (requestKey) => getSettings(pb, requestKey ?? undefined),
    save: (patch) => updateSettings(pb, patch),
    testEmailTemplates: [
      { value: "verification", label: "Verification" },
      { value: "password-reset", label: "Password reset" },
      { value: "email-change", label: "Confirm email change" },
    ],
    testEmailHasCollection: false,
    testEmail: async (email, template, _collection, requestKey) => {
      await pb.settings.testEmail(email, template, { requestKey });
    },
  };
}
