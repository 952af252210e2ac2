import type { BackupsS3 } from "../../../lib/settings/backups/backups-options.ts";
import { REDACTED } from "../../../lib/settings/backups/backups-options.ts";
import { Field } from "../../base/Field.tsx";

export interface BackupsS3FieldsProps {
  value: BackupsS3;
  onChange: (value: BackupsS3) => void;
}

const TEXT_FIELDS: { key: "endpoint" | "bucket" | "region" | "accessKey"; label: string }[] = [
  { key: "endpoint", label: "Endpoint" },
  { key: "bucket", label: "Bucket" },
  { key: "region", label: "Region" },
  { key: "accessKey", label: "Access key" },
];

/** "Store backups in S3 storage" and, when on, its connection fields. */
export function BackupsS3Fields({ value, onChange }: BackupsS3FieldsProps) {
  const set = (patch: Partial<BackupsS3>) => onChange({ ...value, ...patch });
  return (
    <>
      <Field name="backups.s3.enabled" className="field-full">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={value.enabled}
            checked={value.enabled}
            onChange={(e) => set({ enabled: e.target.checked })}
          />
          <span className="switch-label">Store backups in S3 storage</span>
        </label>
      </Field>
      {value.enabled && (
        <div className="form-grid">
          {TEXT_FIELDS.map(({ key, label }) => (
            <Field key={key} name={`backups.s3.${key}`} label={label} htmlFor={`backups-s3-${key}`} required>
              <input
                id={`backups-s3-${key}`}
                className="input"
                required
                value={value[key]}
                onChange={(e) => set({ [key]: e.target.value })}
              />
            </Field>
          ))}
          <Field name="backups.s3.secret" label="Secret" htmlFor="backups-s3-secret" required>
            <div className="input-group">
              <input
                id="backups-s3-secret"
                className="input"
                type="password"
                required
                autoComplete="new-password"
                readOnly={value.secret === REDACTED}
                value={value.secret}
                onChange={(e) => set({ secret: e.target.value })}
              />
              {value.secret === REDACTED && (
                <button
                  type="button"
                  className="btn btn-sm btn-secondary"
                  onClick={() => set({ secret: "" })}
                >
                  Set new value
                </button>
              )}
            </div>
          </Field>
          <Field name="backups.s3.forcePathStyle" className="field-full">
            <label className="switch">
              <input
                type="checkbox"
                role="switch"
                aria-checked={value.forcePathStyle}
                checked={value.forcePathStyle}
                onChange={(e) => set({ forcePathStyle: e.target.checked })}
              />
              <span className="switch-label">Force path-style addressing</span>
            </label>
          </Field>
        </div>
      )}
    </>
  );
}
