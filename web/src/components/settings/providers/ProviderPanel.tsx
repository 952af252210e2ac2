import { useEffect, useState } from "react";
import {
  type AuthProviderInfo,
  missingProviderUrls,
  type ProviderForm,
  providerForm,
} from "../../../lib/settings/auth-providers.ts";
import { useUnsavedGuard } from "../../../lib/settings/unsaved-guard.ts";
import { useSaveShortcut } from "../../../lib/settings/use-save-shortcut.ts";
import { useDialogFormId } from "../../../lib/use-dialog-form-id.ts";
import { resetFieldErrors, setFieldErrors } from "../../../stores/field-errors.ts";
import { saveProvider } from "../../../stores/settings/settings-providers.ts";
import { Icon } from "../../base/Icon.tsx";
import { OverlayPanel } from "../../base/OverlayPanel.tsx";
import { MaskedInput } from "../MaskedInput.tsx";
import { SettingsInput, settingsFieldId } from "../SettingsInput.tsx";
import { AppleSecretDialog } from "./AppleSecretDialog.tsx";
import { ProviderOptionsFields } from "./ProviderOptionsFields.tsx";

export interface ProviderPanelProps {
  /** The provider being edited (null: closed). */
  info: AuthProviderInfo | null;
  /** Its saved group from the settings. */
  saved: unknown;
  onClose: () => void;
}

const EMPTY: ProviderForm = {
  enabled: false,
  clientId: "",
  clientSecret: "",
  authUrl: "",
  tokenUrl: "",
  userApiUrl: "",
};

/** The '{title} provider' dialog: enable, client id and secret, the provider's URLs; saves only this provider. */
export function ProviderPanel({ info, saved, onClose }: ProviderPanelProps) {
  const [original, setOriginal] = useState<ProviderForm>(EMPTY);
  const [form, setForm] = useState<ProviderForm>(EMPTY);
  const [saving, setSaving] = useState(false);
  const [appleOpen, setAppleOpen] = useState(false);
  const key = info?.key ?? "";

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another provider opens
  useEffect(() => {
    if (!info) return;
    resetFieldErrors();
    const stored = providerForm(saved);
    // a provider without a client ID opens ready to be enabled (not an edit of the admin's)
    const initial = stored.clientId ? stored : { ...stored, enabled: true };
    setOriginal(initial);
    setForm(initial);
  }, [info]);

  const changed = !!info && JSON.stringify(form) !== JSON.stringify(original);
  useUnsavedGuard(changed);

  const submit = async () => {
    if (!info || saving) return;
    // the server only checks these are URLs; an enabled provider cannot work without them
    const missing = missingProviderUrls(info.key, info.options, form);
    if (missing) {
      setFieldErrors(missing);
      return;
    }
    setSaving(true);
    const ok = await saveProvider(info.key, form, info.options);
    setSaving(false);
    if (ok) onClose();
  };
  useSaveShortcut(() => void submit(), !!info);
  const set = (patch: Partial<ProviderForm>) => setForm((f) => ({ ...f, ...patch }));
  const formId = useDialogFormId("provider_popup");

  return (
    <>
      <OverlayPanel
        open={!!info}
        size="md"
        title={`${info?.title ?? ""} provider`}
        onClose={onClose}
        footer={
          <>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setForm({ ...EMPTY, enabled: false })}
            >
              Clear all fields
            </button>
            <span className="grow" />
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              Close
            </button>
            <button
              type="submit"
              form={formId}
              className="btn btn-primary"
              disabled={saving}
              aria-busy={saving}
            >
              Save changes
            </button>
          </>
        }
      >
        {info && (
          <form
            key={key}
            id={formId}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <label className="switch" htmlFor={settingsFieldId(`${key}.enabled`)}>
              <input
                id={settingsFieldId(`${key}.enabled`)}
                type="checkbox"
                checked={form.enabled}
                onChange={(e) => set({ enabled: e.target.checked })}
              />
              <span>Enable</span>
            </label>
            <SettingsInput
              name={`${key}.clientId`}
              label="Client ID"
              required={form.enabled}
              value={form.clientId}
              onChange={(clientId) => set({ clientId })}
            />
            <MaskedInput
              name={`${key}.clientSecret`}
              label="Client secret"
              required={form.enabled}
              value={form.clientSecret}
              onChange={(clientSecret) => set({ clientSecret })}
            />
            {info.options === "apple" && (
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setAppleOpen(true)}>
                <Icon name="key" size={14} />
                Generate secret
              </button>
            )}
            <ProviderOptionsFields providerKey={key} kind={info.options} value={form} onChange={set} />
          </form>
        )}
      </OverlayPanel>
      <AppleSecretDialog
        open={appleOpen}
        clientId={form.clientId}
        onClose={() => setAppleOpen(false)}
        onGenerated={(clientSecret) => set({ clientSecret })}
      />
    </>
  );
}
