import { SettingsInput } from "../SettingsInput.tsx";
import { SwitchField } from "../SwitchField.tsx";
import type { ApplicationForm } from "./application-form.ts";

type Batch = NonNullable<ApplicationForm["batch"]>;

/** The batch API (v0.23+): on/off, and the limits of one batch request. */
export function BatchFields({ value, onChange }: { value: Batch; onChange: (v: Batch) => void }) {
  const set = (patch: Partial<Batch>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="settings-section">
      <legend className="settings-section-title">Batch API</legend>
      <SwitchField
        name="batch.enabled"
        label="Enable the batch API"
        hint="Lets clients send several record create, update and delete requests in one transaction (/api/batch)."
        checked={value.enabled}
        onChange={(enabled) => set({ enabled })}
      />
      {value.enabled && (
        <div className="form-grid form-grid-3">
          <SettingsInput
            name="batch.maxRequests"
            label="Max requests in a batch"
            type="number"
            min={1}
            required
            value={value.maxRequests}
            onChange={(maxRequests) => set({ maxRequests })}
          />
          <SettingsInput
            name="batch.timeout"
            label="Timeout (seconds)"
            type="number"
            min={1}
            required
            value={value.timeout}
            onChange={(timeout) => set({ timeout })}
          />
          <SettingsInput
            name="batch.maxBodySize"
            label="Max body size (bytes)"
            type="number"
            min={0}
            hint="0 uses the server's default."
            value={value.maxBodySize}
            onChange={(maxBodySize) => set({ maxBodySize })}
          />
        </div>
      )}
    </fieldset>
  );
}
