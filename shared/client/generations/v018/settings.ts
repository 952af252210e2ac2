/**
 * @module Settings up to v0.22: the console's shape is the server's own (secrets already masked),
 * but for v0.20-v0.22's `logs.logIp`, which the console calls `logIP` as v0.23+ does.
 */
import type PocketBase from "pocketbase";
import { ClientResponseError } from "pocketbase";
import { getSettings, type Settings, updateSettings } from "../../settings.ts";
import type { NewerSettingsGroups, SettingsApi } from "../settings-api.ts";

type Group = Record<string, unknown>;

/** Moves `group[from]` to `group[to]` when there. */
function rename(group: unknown, from: string, to: string): void {
  if (!group || typeof group !== "object" || !(from in group)) return;
  const g = group as Group;
  g[to] = g[from];
  delete g[from];
}

function fromServer(settings: Settings): Settings & NewerSettingsGroups {
  rename(settings.logs, "logIp", "logIP");
  return settings as Settings & NewerSettingsGroups;
}

export function settingsV018(pb: PocketBase): SettingsApi {
  return {
    read: async (requestKey) => fromServer(await getSettings(pb, requestKey ?? undefined)),
    save: async (patch) => {
      const logs = patch.logs && typeof patch.logs === "object" ? { ...(patch.logs as Group) } : undefined;
      rename(logs, "logIP", "logIp");
      try {
        return fromServer(await updateSettings(pb, logs ? { ...patch, logs } : patch));
      } catch (err) {
        if (err instanceof ClientResponseError) rename(err.response?.data?.logs, "logIp", "logIP");
        throw err;
      }
    },
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
