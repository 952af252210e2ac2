import { LOG_LEVELS } from "../../../../../shared/logs/log-levels.ts";
import { Field } from "../../base/Field.tsx";
import { settingsFieldId } from "../SettingsInput.tsx";
import { SwitchField } from "../SwitchField.tsx";
import type { ApplicationForm } from "./application-form.ts";

type Logs = ApplicationForm["logs"];

/** The logs options of v0.20+ beside the retention: the lowest level kept, and what requests record (the auth id from v0.23). */
export function LogsOptionsFields({ value, onChange }: { value: Logs; onChange: (v: Logs) => void }) {
  const levelId = settingsFieldId("logs.minLevel");
  return (
    <>
      <Field name="logs.minLevel" label="Minimum log level" htmlFor={levelId}>
        <select
          id={levelId}
          className="input"
          value={String(value.minLevel ?? 0)}
          onChange={(e) => onChange({ ...value, minLevel: Number(e.target.value) })}
        >
          {LOG_LEVELS.map((l) => (
            <option key={l.level} value={l.level}>
              {l.name.toUpperCase()} ({l.level}) and above
            </option>
          ))}
        </select>
      </Field>
      <SwitchField
        name="logs.logIP"
        label="Record the client IP of requests"
        checked={!!value.logIP}
        onChange={(logIP) => onChange({ ...value, logIP })}
      />
      {value.logAuthId !== undefined && (
        <SwitchField
          name="logs.logAuthId"
          label="Record the signed-in record id of requests"
          checked={value.logAuthId}
          onChange={(logAuthId) => onChange({ ...value, logAuthId })}
        />
      )}
    </>
  );
}
