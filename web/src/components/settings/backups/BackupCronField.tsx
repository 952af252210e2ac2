import { CRON_PRESETS } from "../../../lib/settings/backups/backups-options.ts";
import { Field } from "../../base/Field.tsx";

export interface BackupCronFieldProps {
  value: string;
  onChange: (cron: string) => void;
}

/** The cron expression (UTC) with its presets. */
export function BackupCronField({ value, onChange }: BackupCronFieldProps) {
  const preset = CRON_PRESETS.find((p) => p.cron === value.trim())?.cron ?? "";
  return (
    <Field
      name="backups.cron"
      label="Cron expression"
      htmlFor="backups-cron"
      required
      hint="UTC. Numeric lists, steps and ranges, or @yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly."
    >
      <div className="input-group">
        <input
          id="backups-cron"
          className="input txt-mono"
          required
          placeholder="* * * * *"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <select
          className="input"
          aria-label="Cron presets"
          value={preset}
          onChange={(e) => e.target.value && onChange(e.target.value)}
        >
          <option value="">Custom</option>
          {CRON_PRESETS.map((p) => (
            <option key={p.cron} value={p.cron}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
    </Field>
  );
}
