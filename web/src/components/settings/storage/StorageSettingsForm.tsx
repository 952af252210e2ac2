import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import type { S3Options, Settings } from "../../../../../shared/client/settings.ts";
import { useSettingsForm } from "../../../lib/settings/use-settings-form.ts";
import { $settings } from "../../../stores/settings/settings.ts";
import { $s3Test, cancelS3Test, runS3Test } from "../../../stores/settings/settings-s3-test.ts";
import { addSuccessToast, addWarningToast } from "../../../stores/toasts.ts";
import { MaskedInput } from "../MaskedInput.tsx";
import { SettingsFormActions } from "../SettingsFormActions.tsx";
import { SettingsInput } from "../SettingsInput.tsx";
import { SettingsLoader } from "../SettingsLoader.tsx";
import { SettingsPanelForm } from "../SettingsPanelForm.tsx";
import { SwitchField } from "../SwitchField.tsx";
import { S3StatusBadge } from "./S3StatusBadge.tsx";

/** The first test waits this long after load so the page paints first. */
const AUTO_TEST_DELAY_MS = 100;

interface StorageForm {
  s3: S3Options;
}

const select = (s: Settings): StorageForm => ({ s3: { ...s.s3 } });
const toPatch = (form: StorageForm) => ({ s3: form.s3 });

/** Local file system or S3; tests the saved S3 connection and warns when switching. */
export function StorageSettingsForm() {
  const test = useStore($s3Test);
  const f = useSettingsForm({
    select,
    toPatch,
    successMessage: "", // the toast depends on the connection test below
    afterSave: () => void afterSave(),
  });
  const savedEnabled = !!f.original?.s3.enabled;

  async function afterSave() {
    if (!$settings.get()?.s3.enabled) {
      cancelS3Test();
      addSuccessToast("Successfully saved files storage settings.");
      return;
    }
    const ok = await runS3Test();
    if (ok) addSuccessToast("Successfully saved files storage settings.");
    else if ($s3Test.get().status === "failed")
      addWarningToast("Successfully saved but failed to establish S3 connection.");
  }

  // test the saved configuration once, shortly after the page loads, when S3 is on
  const autoTested = useRef(false);
  const loaded = !!f.original;
  useEffect(() => {
    if (!loaded || autoTested.current) return;
    if (!savedEnabled) {
      autoTested.current = true;
      return;
    }
    const timer = setTimeout(() => {
      autoTested.current = true;
      void runS3Test();
    }, AUTO_TEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loaded, savedEnabled]);
  useEffect(() => () => cancelS3Test(), []);

  if (!f.form) return <SettingsLoader />;
  const s3 = f.form.s3;
  const set = (patch: Partial<S3Options>) => f.setForm((c) => ({ s3: { ...c.s3, ...patch } }));

  return (
    <SettingsPanelForm
      onSave={() => {
        cancelS3Test(); // saving cancels any pending test
        void f.save();
      }}
    >
      <p className="settings-intro">
        By default uploaded files are stored on the local file system. If disk space is limited, an
        S3-compatible storage can be used instead.
      </p>
      <SwitchField
        name="s3.enabled"
        label="Use S3 storage"
        checked={s3.enabled}
        onChange={(enabled) => set({ enabled })}
      />
      {s3.enabled !== savedEnabled && (
        <div className="alert alert-warning" role="alert">
          <span>
            Files already uploaded are not moved: migrate them yourself from the old storage (
            {savedEnabled ? "S3" : "local file system"}) to the new one (
            {s3.enabled ? "S3" : "local file system"}), for example with a command-line tool such as rclone or
            s5cmd.
          </span>
        </div>
      )}
      {s3.enabled && (
        <div className="form-grid">
          <SettingsInput
            name="s3.endpoint"
            label="Endpoint"
            required
            value={s3.endpoint}
            onChange={(endpoint) => set({ endpoint })}
          />
          <SettingsInput
            name="s3.bucket"
            label="Bucket"
            required
            value={s3.bucket}
            onChange={(bucket) => set({ bucket })}
          />
          <SettingsInput
            name="s3.region"
            label="Region"
            required
            value={s3.region}
            onChange={(region) => set({ region })}
          />
          <SettingsInput
            name="s3.accessKey"
            label="Access key"
            required
            value={s3.accessKey}
            onChange={(accessKey) => set({ accessKey })}
          />
          <MaskedInput
            name="s3.secret"
            label="Secret"
            required
            value={s3.secret}
            onChange={(secret) => set({ secret })}
          />
          <SwitchField
            name="s3.forcePathStyle"
            label="Force path-style addressing"
            hint="Addresses objects as host/BUCKET/KEY instead of BUCKET.host/KEY."
            checked={s3.forcePathStyle}
            onChange={(forcePathStyle) => set({ forcePathStyle })}
          />
        </div>
      )}
      <SettingsFormActions
        changed={f.changed}
        saving={f.saving}
        onReset={f.reset}
        resetLabel="Reset"
        hideWhenUnchanged
        whenUnchanged={
          savedEnabled && (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={test.status === "testing"}
              onClick={() => void runS3Test()}
            >
              Test connection
            </button>
          )
        }
      >
        {savedEnabled && !f.changed && <S3StatusBadge state={test} />}
      </SettingsFormActions>
    </SettingsPanelForm>
  );
}
