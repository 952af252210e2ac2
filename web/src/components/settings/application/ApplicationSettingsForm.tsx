import { useSettingsForm } from "../../../lib/settings/use-settings-form.ts";
import { SettingsFormActions } from "../SettingsFormActions.tsx";
import { SettingsInput } from "../SettingsInput.tsx";
import { SettingsLoader } from "../SettingsLoader.tsx";
import { SettingsPanelForm } from "../SettingsPanelForm.tsx";
import { SwitchField } from "../SwitchField.tsx";
import { type ApplicationForm, applicationFormOf, applicationPatch } from "./application-form.ts";
import { BatchFields } from "./BatchFields.tsx";
import { LogsOptionsFields } from "./LogsOptionsFields.tsx";
import { RateLimitRulesFields } from "./RateLimitRulesFields.tsx";
import { TrustedProxyFields } from "./TrustedProxyFields.tsx";

/**
 * Application name and URL, logs retention and the hide-controls toggle; on v0.23+ also the logs
 * options, batch API, rate limits, proxy headers and (v0.38+) superuser IPs, as the server has them.
 */
export function ApplicationSettingsForm() {
  const f = useSettingsForm({
    select: applicationFormOf,
    toPatch: applicationPatch,
    successMessage: "Successfully saved application settings.",
  });
  if (!f.form) return <SettingsLoader />;
  const { meta, logs, batch, rateLimits, trustedProxy, superuserIPs } = f.form;
  const set = (patch: Partial<ApplicationForm>) => f.setForm((c) => ({ ...c, ...patch }));
  const setMeta = (patch: Partial<ApplicationForm["meta"]>) =>
    f.setForm((c) => ({ ...c, meta: { ...c.meta, ...patch } }));
  return (
    <SettingsPanelForm onSave={() => void f.save()}>
      <div className="form-grid">
        <SettingsInput
          name="meta.appName"
          label="Application name"
          required
          value={meta.appName}
          onChange={(appName) => setMeta({ appName })}
        />
        <SettingsInput
          name="meta.appUrl"
          label="Application URL"
          required
          value={meta.appUrl}
          onChange={(appUrl) => setMeta({ appUrl })}
        />
        <SettingsInput
          name="logs.maxDays"
          label="Logs max days retention"
          type="number"
          min={0}
          required
          value={logs.maxDays}
          onChange={(maxDays) => f.setForm((c) => ({ ...c, logs: { ...c.logs, maxDays } }))}
        />
      </div>
      {logs.minLevel !== undefined && <LogsOptionsFields value={logs} onChange={(v) => set({ logs: v })} />}
      <SwitchField
        name="meta.hideControls"
        label="Hide collection create and edit controls"
        hint="It could prevent accidental schema changes when the app is in production."
        checked={meta.hideControls}
        onChange={(hideControls) => setMeta({ hideControls })}
      />
      {batch && <BatchFields value={batch} onChange={(v) => set({ batch: v })} />}
      {rateLimits && <RateLimitRulesFields value={rateLimits} onChange={(v) => set({ rateLimits: v })} />}
      {trustedProxy && <TrustedProxyFields value={trustedProxy} onChange={(v) => set({ trustedProxy: v })} />}
      {superuserIPs !== undefined && (
        <SettingsInput
          name="superuserIPs"
          label="Superuser IPs"
          placeholder="Any IP"
          hint="Comma-separated IPs or networks (10.0.0.0/8) superusers may act from; empty allows any. Keep yours in it."
          value={superuserIPs}
          onChange={(v) => set({ superuserIPs: v })}
        />
      )}
      <SettingsFormActions changed={f.changed} saving={f.saving} onReset={f.reset} />
    </SettingsPanelForm>
  );
}
