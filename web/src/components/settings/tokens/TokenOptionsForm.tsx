import type { Settings } from "../../../../../shared/client/settings.ts";
import { randomSecret } from "../../../lib/random.ts";
import {
  ADMIN_TOKENS,
  RECORD_TOKENS,
  TOKEN_SECRET_LENGTH,
  type TokenKind,
} from "../../../lib/settings/token-kinds.ts";
import { useSettingsForm } from "../../../lib/settings/use-settings-form.ts";
import { SettingsFormActions } from "../SettingsFormActions.tsx";
import { SettingsInput } from "../SettingsInput.tsx";
import { SettingsLoader } from "../SettingsLoader.tsx";
import { SettingsPanelForm } from "../SettingsPanelForm.tsx";

type TokenForm = Record<string, { duration: number | string; secret?: string }>;

const ALL = [...RECORD_TOKENS, ...ADMIN_TOKENS];

function select(s: Settings): TokenForm {
  const form: TokenForm = {};
  for (const { key } of ALL) {
    const group = s[key] as { duration?: number } | undefined;
    form[key] = { duration: group?.duration ?? 0 }; // a missing duration counts as 0
  }
  return form;
}

function toPatch(form: TokenForm): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const [key, group] of Object.entries(form)) {
    const text = String(group.duration).trim();
    patch[key] = {
      duration: text === "" ? 0 : Number(text), // 0 fails "required" on the server
      ...(group.secret ? { secret: group.secret } : {}),
    };
  }
  return patch;
}

/** Durations of record and admin tokens, each with 'Invalidate all previously issued tokens'. */
export function TokenOptionsForm() {
  const f = useSettingsForm({ select, toPatch, successMessage: "Successfully saved tokens options." });
  if (!f.form) return <SettingsLoader />;
  const form = f.form;

  const section = (title: string, kinds: TokenKind[]) => (
    <fieldset className="settings-section">
      <legend className="settings-section-title">{title}</legend>
      {kinds.map(({ key, label }) => {
        const group = form[key] ?? { duration: 0 };
        const invalidating = !!group.secret;
        return (
          <div key={key} className="token-row">
            <SettingsInput
              name={`${key}.duration`}
              label={`${label} duration (in seconds)`}
              type="number"
              min={0}
              required
              value={group.duration}
              onChange={(duration) => f.setForm((c) => ({ ...c, [key]: { ...c[key], duration } }))}
            />
            <button
              type="button"
              className={`btn-link token-invalidate${invalidating ? " active" : ""}`}
              aria-pressed={invalidating}
              // no confirmation (as the spec): the toggle only marks the form, Save applies it, a second click undoes it
              onClick={() =>
                f.setForm((c) => {
                  const { secret, ...rest } = c[key] ?? { duration: 0 };
                  return {
                    ...c,
                    [key]: secret ? rest : { ...rest, secret: randomSecret(TOKEN_SECRET_LENGTH) },
                  };
                })
              }
            >
              Invalidate all previously issued tokens
            </button>
          </div>
        );
      })}
    </fieldset>
  );

  return (
    <SettingsPanelForm onSave={() => void f.save()}>
      <p className="settings-intro">Adjust common token options.</p>
      {section("Record tokens", RECORD_TOKENS)}
      {section("Admin tokens", ADMIN_TOKENS)}
      <SettingsFormActions changed={f.changed} saving={f.saving} onReset={f.reset} />
    </SettingsPanelForm>
  );
}
