import { useEffect, useState } from "react";
import { useSaveShortcut } from "../../../lib/settings/use-save-shortcut.ts";
import { useDialogFormId } from "../../../lib/use-dialog-form-id.ts";
import { resetFieldErrors } from "../../../stores/field-errors.ts";
import { generateAppleSecret } from "../../../stores/settings/settings-providers.ts";
import { Field } from "../../base/Field.tsx";
import { OverlayPanel } from "../../base/OverlayPanel.tsx";
import { SettingsInput } from "../SettingsInput.tsx";

/** The longest an Apple client secret may live, and the default: about 6 months. */
export const APPLE_SECRET_MAX_DURATION = 15777000;

const KEY_PLACEHOLDER = "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----";

export interface AppleSecretDialogProps {
  open: boolean;
  /** The provider's client ID, offered as the default. */
  clientId: string;
  onClose: () => void;
  /** Receives the generated secret. */
  onGenerated: (secret: string) => void;
}

/** Generates an Apple client secret from the key of an Apple developer account and sets it. */
export function AppleSecretDialog({ open, clientId, onClose, onGenerated }: AppleSecretDialogProps) {
  const formId = useDialogFormId("apple_secret");
  const [form, setForm] = useState({ clientId: "", teamId: "", keyId: "", duration: "", privateKey: "" });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    resetFieldErrors();
    setForm({ clientId, teamId: "", keyId: "", duration: String(APPLE_SECRET_MAX_DURATION), privateKey: "" });
  }, [open, clientId]);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    const secret = await generateAppleSecret({ ...form, duration: Number(form.duration) || 0 });
    setBusy(false);
    if (secret) {
      onGenerated(secret);
      onClose();
    }
  };
  useSaveShortcut(() => void submit(), open);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  return (
    <OverlayPanel
      open={open}
      size="sm"
      title="Generate Apple client secret"
      escClose={!busy}
      overlayClose={!busy}
      onClose={(forced) => (forced || !busy) && onClose()}
      footer={
        <>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={onClose}>
            Close
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={busy} aria-busy={busy}>
            Generate and set secret
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          e.stopPropagation(); // never submit the provider form behind (React bubbles through portals)
          void submit();
        }}
      >
        <div className="form-grid">
          <SettingsInput
            name="clientId"
            label="Client ID"
            required
            value={form.clientId}
            onChange={set("clientId")}
          />
          <SettingsInput
            name="teamId"
            label="Team ID"
            required
            value={form.teamId}
            onChange={set("teamId")}
          />
          <SettingsInput name="keyId" label="Key ID" required value={form.keyId} onChange={set("keyId")} />
          <SettingsInput
            name="duration"
            label={
              <span title={`Max ${APPLE_SECRET_MAX_DURATION} seconds (~6 months).`}>
                Duration (in seconds)
              </span>
            }
            type="number"
            min={1}
            required
            value={form.duration}
            onChange={set("duration")}
          />
        </div>
        <Field name="privateKey" label="Private key" htmlFor="field-privateKey" required>
          <textarea
            id="field-privateKey"
            className="input txt-mono"
            rows={8}
            required
            placeholder={KEY_PLACEHOLDER}
            value={form.privateKey}
            onChange={(e) => set("privateKey")(e.target.value)}
          />
        </Field>
      </form>
    </OverlayPanel>
  );
}
