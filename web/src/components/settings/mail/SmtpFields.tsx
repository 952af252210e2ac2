import type { SmtpSettings } from "../../../../../shared/client/settings.ts";
import { Field } from "../../base/Field.tsx";
import { MaskedInput } from "../MaskedInput.tsx";
import { SettingsInput, settingsFieldId } from "../SettingsInput.tsx";

export interface SmtpFieldsProps {
  value: SmtpSettings;
  onChange: (patch: Partial<SmtpSettings>) => void;
  moreOptions: boolean;
  onToggleMore: () => void;
}

/** SMTP server fields: host, port, username, masked password, and the more options (TLS, AUTH, EHLO). */
export function SmtpFields({ value, onChange, moreOptions, onToggleMore }: SmtpFieldsProps) {
  const tlsId = settingsFieldId("smtp.tls");
  const authId = settingsFieldId("smtp.authMethod");
  return (
    <div className="smtp-fields">
      <div className="form-grid form-grid-4">
        <SettingsInput
          name="smtp.host"
          label="SMTP server host"
          required
          value={value.host}
          onChange={(host) => onChange({ host })}
        />
        <SettingsInput
          name="smtp.port"
          label="Port"
          type="number"
          min={0}
          required
          value={value.port}
          onChange={(port) => onChange({ port: port as unknown as number })}
        />
        <SettingsInput
          name="smtp.username"
          label="Username"
          value={value.username}
          onChange={(username) => onChange({ username })}
        />
        <MaskedInput
          name="smtp.password"
          label="Password"
          value={value.password}
          onChange={(password) => onChange({ password })}
        />
      </div>
      <button type="button" className="btn-link" aria-expanded={moreOptions} onClick={onToggleMore}>
        {moreOptions ? "Hide more options" : "Show more options"}
      </button>
      {moreOptions && (
        <div className="form-grid form-grid-3 smtp-more">
          <Field name="smtp.tls" label="TLS encryption" htmlFor={tlsId}>
            <select
              id={tlsId}
              className="input"
              value={value.tls ? "true" : "false"}
              onChange={(e) => onChange({ tls: e.target.value === "true" })}
            >
              <option value="false">Auto (StartTLS)</option>
              <option value="true">Always</option>
            </select>
          </Field>
          <Field name="smtp.authMethod" label="AUTH method" htmlFor={authId}>
            <select
              id={authId}
              className="input"
              value={value.authMethod || "PLAIN"}
              onChange={(e) => onChange({ authMethod: e.target.value })}
            >
              <option value="PLAIN">PLAIN (default)</option>
              <option value="LOGIN">LOGIN</option>
            </select>
          </Field>
          <SettingsInput
            name="smtp.localName"
            label="EHLO/HELO domain"
            placeholder="Default to localhost"
            hint="Some SMTP servers, such as relays, require a proper domain name here."
            value={value.localName}
            onChange={(localName) => onChange({ localName })}
          />
        </div>
      )}
    </div>
  );
}
