import type { Settings } from "../../../../../shared/client/settings.ts";
import { useSettingsForm } from "../../../lib/settings/use-settings-form.ts";
import { SettingsFormActions } from "../SettingsFormActions.tsx";
import { SettingsInput } from "../SettingsInput.tsx";
import { SettingsLoader } from "../SettingsLoader.tsx";
import { SettingsPanelForm } from "../SettingsPanelForm.tsx";
import { SwitchField } from "../SwitchField.tsx";

interface ApplicationForm {
  meta: { appName: string; appUrl: string; hideControls: boolean };
  logs: { maxDays: number | string };
}

function select(s: Settings): ApplicationForm {
  return {
    meta: { appName: s.meta.appName, appUrl: s.meta.appUrl, hideControls: !!s.meta.hideControls },
    logs: { maxDays: s.logs?.maxDays ?? 0 },
  };
}

function toPatch(form: ApplicationForm): Record<string, unknown> {
  const days = String(form.logs.maxDays).trim();
  // an empty number is sent as 0 so the server reports it as required (null would keep the old value)
  return { meta: form.meta, logs: { maxDays: days === "" ? 0 : Number(days) } };
}

/** Application name and URL, logs retention and the hide-controls toggle. */
export function ApplicationSettingsForm() {
  const f = useSettingsForm({ select, toPatch, successMessage: "Successfully saved application settings." });
  if (!f.form) return <SettingsLoader />;
  const { meta, logs } = f.form;
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
          onChange={(maxDays) => f.setForm((c) => ({ ...c, logs: { maxDays } }))}
        />
      </div>
      <SwitchField
        name="meta.hideControls"
        label="Hide collection create and edit controls"
        hint="It could prevent accidental schema changes when the app is in production."
        checked={meta.hideControls}
        onChange={(hideControls) => setMeta({ hideControls })}
      />
      <SettingsFormActions changed={f.changed} saving={f.saving} onReset={f.reset} />
    </SettingsPanelForm>
  );
}
