import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { type BackupsOptions, optionsChanged } from "../../../lib/settings/backups/backups-options.ts";
import { useRevealTarget } from "../../../lib/settings/settings-focus.ts";
import {
  $backupsOptions,
  $backupsOptionsSaving,
  loadBackupsOptions,
  saveBackupsOptions,
  testBackupsS3,
} from "../../../stores/backups/backups-options.ts";
import { Field } from "../../base/Field.tsx";
import { BackupCronField } from "./BackupCronField.tsx";
import { BackupsS3Fields } from "./BackupsS3Fields.tsx";
import { BackupsS3Status } from "./BackupsS3Status.tsx";

/** "Backups options" (collapsible): auto backups (cron, max keep) and S3 storage for backups. */
export function BackupsOptionsForm() {
  const saved = useStore($backupsOptions);
  const saving = useStore($backupsOptionsSaving);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<BackupsOptions | null>(null);
  const [auto, setAuto] = useState(false);

  useEffect(() => {
    void loadBackupsOptions();
  }, []);

  // the settings search can jump to a field inside (ids "backups-..."): open the section
  useRevealTarget((id) => id.startsWith("backups-") && setOpen(true));

  // every (re)load resets the form to the saved values
  useEffect(() => {
    if (!saved) return;
    setForm(saved);
    setAuto(saved.cron !== "");
    if (saved.s3.enabled) void testBackupsS3();
  }, [saved]);

  if (!saved || !form) return null;
  const current: BackupsOptions = { ...form, cron: auto ? form.cron : "" };
  const changed = optionsChanged(current, saved);

  return (
    <section className="backups-options">
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        aria-expanded={open}
        aria-controls="backups-options-form"
        onClick={() => setOpen(!open)}
      >
        Backups options {open ? "▴" : "▾"}
      </button>
      {open && (
        <form
          id="backups-options-form"
          className="form-grid"
          onSubmit={(e) => {
            e.preventDefault();
            if (changed && !saving) void saveBackupsOptions(current, auto);
          }}
        >
          <Field name="backups.auto" className="field-full">
            <label className="switch">
              <input
                type="checkbox"
                role="switch"
                aria-checked={auto}
                checked={auto}
                onChange={(e) => setAuto(e.target.checked)}
              />
              <span className="switch-label">Enable auto backups</span>
            </label>
          </Field>
          {auto && (
            <>
              <BackupCronField value={form.cron} onChange={(cron) => setForm({ ...form, cron })} />
              <Field
                name="backups.cronMaxKeep"
                label="Max @auto backups to keep"
                htmlFor="backups-max-keep"
                required
              >
                <input
                  id="backups-max-keep"
                  className="input"
                  type="number"
                  min={1}
                  required
                  value={form.cronMaxKeep}
                  onChange={(e) => setForm({ ...form, cronMaxKeep: e.target.valueAsNumber || 0 })}
                />
              </Field>
            </>
          )}
          <div className="field-full">
            <BackupsS3Fields value={form.s3} onChange={(s3) => setForm({ ...form, s3 })} />
          </div>
          <div className="field-full form-actions">
            {saved.s3.enabled && !changed && !saving && <BackupsS3Status />}
            {changed && (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={saving}
                onClick={() => {
                  setForm(saved);
                  setAuto(saved.cron !== "");
                }}
              >
                Reset
              </button>
            )}
            <button type="submit" className="btn btn-primary" disabled={!changed || saving}>
              {saving ? "Saving..." : "Save changes"}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
