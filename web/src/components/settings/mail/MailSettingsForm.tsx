import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { EmailTemplate, Settings, SmtpSettings } from "../../../../../shared/client/settings.ts";
import { MAIL_TEMPLATES, type TemplateKey } from "../../../lib/settings/mail-templates.ts";
import { useRevealTarget } from "../../../lib/settings/settings-focus.ts";
import { useSettingsForm } from "../../../lib/settings/use-settings-form.ts";
import { $settings } from "../../../stores/settings/settings.ts";
import { Icon } from "../../base/Icon.tsx";
import { SettingsFormActions } from "../SettingsFormActions.tsx";
import { SettingsInput } from "../SettingsInput.tsx";
import { SettingsLoader } from "../SettingsLoader.tsx";
import { SettingsPanelForm } from "../SettingsPanelForm.tsx";
import { SwitchField } from "../SwitchField.tsx";
import { MailTemplateAccordion } from "./MailTemplateAccordion.tsx";
import { SendTestEmailDialog } from "./SendTestEmailDialog.tsx";
import { SmtpFields } from "./SmtpFields.tsx";

interface MailForm {
  /** The templates up to v0.22 only: from v0.23 each auth collection has its own. */
  meta: { senderName: string; senderAddress: string } & Partial<Record<TemplateKey, EmailTemplate>>;
  smtp: SmtpSettings;
}

function select(s: Settings): MailForm {
  const m = s.meta;
  const meta: MailForm["meta"] = { senderName: m.senderName, senderAddress: m.senderAddress };
  for (const { key } of MAIL_TEMPLATES) if (m[key]) meta[key] = { ...m[key] };
  return { meta, smtp: { ...s.smtp, authMethod: s.smtp.authMethod || "PLAIN" } };
}

function toPatch(form: MailForm): Record<string, unknown> {
  const port = String(form.smtp.port).trim();
  return { meta: form.meta, smtp: { ...form.smtp, port: port === "" ? 0 : Number(port) } };
}

const MORE_OPTION_FIELDS = ["field-smtp.tls", "field-smtp.authMethod", "field-smtp.localName"];

/**
 * Sender, the three templates (up to v0.22) and the SMTP server; 'Send test email' while unchanged.
 * From v0.23 the templates belong to the auth collections (edited with them), so none show here.
 */
export function MailSettingsForm() {
  const f = useSettingsForm({ select, toPatch, successMessage: "Successfully saved mail settings." });
  const [openTemplate, setOpenTemplate] = useState<TemplateKey | "">("");
  const [moreOptions, setMoreOptions] = useState(false);
  const [testOpen, setTestOpen] = useState(false);
  const settings = useStore($settings);

  // the settings search may point inside a closed accordion or the hidden more options
  useRevealTarget((id) => {
    const template = MAIL_TEMPLATES.find((t) => id.startsWith(`field-meta.${t.key}`));
    if (template) setOpenTemplate(template.key);
    if (MORE_OPTION_FIELDS.includes(id)) setMoreOptions(true);
  });

  if (!f.form) return <SettingsLoader />;
  const { meta, smtp } = f.form;
  const setMeta = (patch: Partial<MailForm["meta"]>) =>
    f.setForm((c) => ({ ...c, meta: { ...c.meta, ...patch } }));
  const setSmtp = (patch: Partial<SmtpSettings>) =>
    f.setForm((c) => ({ ...c, smtp: { ...c.smtp, ...patch } }));

  return (
    <>
      <SettingsPanelForm onSave={() => void f.save()}>
        <p className="settings-intro">Configure common settings for sending emails.</p>
        <div className="form-grid">
          <SettingsInput
            name="meta.senderName"
            label="Sender name"
            required
            value={meta.senderName}
            onChange={(senderName) => setMeta({ senderName })}
          />
          <SettingsInput
            name="meta.senderAddress"
            label="Sender address"
            type="email"
            required
            value={meta.senderAddress}
            onChange={(senderAddress) => setMeta({ senderAddress })}
          />
        </div>
        <div className="accordions">
          {MAIL_TEMPLATES.map((t) => {
            const template = meta[t.key];
            return (
              template && (
                <MailTemplateAccordion
                  key={t.key}
                  templateKey={t.key}
                  title={t.title}
                  value={template}
                  onChange={(value) => setMeta({ [t.key]: value })}
                  open={openTemplate === t.key}
                  onToggle={() => setOpenTemplate((o) => (o === t.key ? "" : t.key))}
                  appName={settings?.meta.appName ?? ""}
                  appUrl={settings?.meta.appUrl ?? ""}
                />
              )
            );
          })}
        </div>
        <hr className="settings-divider" />
        <SwitchField
          name="smtp.enabled"
          label="Use SMTP mail server (recommended)"
          hint="By default the unix sendmail command is used; an SMTP server gives better deliverability."
          checked={smtp.enabled}
          onChange={(enabled) => setSmtp({ enabled })}
        />
        {smtp.enabled && (
          <SmtpFields
            value={smtp}
            onChange={setSmtp}
            moreOptions={moreOptions}
            onToggleMore={() => setMoreOptions((m) => !m)}
          />
        )}
        <SettingsFormActions
          changed={f.changed}
          saving={f.saving}
          onReset={f.reset}
          whenUnchanged={
            <button type="button" className="btn btn-secondary" onClick={() => setTestOpen(true)}>
              <Icon name="send" size={16} />
              Send test email
            </button>
          }
        />
      </SettingsPanelForm>
      {/* outside the form: React submit events would bubble from the dialog's form through the portal */}
      <SendTestEmailDialog open={testOpen} onClose={() => setTestOpen(false)} />
    </>
  );
}
