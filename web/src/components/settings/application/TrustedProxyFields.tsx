import { SettingsInput } from "../SettingsInput.tsx";
import { SwitchField } from "../SwitchField.tsx";
import type { ApplicationForm } from "./application-form.ts";

type TrustedProxy = NonNullable<ApplicationForm["trustedProxy"]>;

/** Which proxy headers carry the client's IP (v0.23+), for logs and rate limits behind a proxy. */
export function TrustedProxyFields({
  value,
  onChange,
}: {
  value: TrustedProxy;
  onChange: (v: TrustedProxy) => void;
}) {
  return (
    <fieldset className="settings-section">
      <legend className="settings-section-title">User IP proxy headers</legend>
      <SettingsInput
        name="trustedProxy.headers"
        label="Trusted proxy headers"
        placeholder="X-Forwarded-For, CF-Connecting-IP"
        hint="Comma-separated. Set them only behind a proxy that overwrites them: clients can send any value."
        value={value.headers}
        onChange={(headers) => onChange({ ...value, headers })}
      />
      <SwitchField
        name="trustedProxy.useLeftmostIP"
        label="Use the leftmost IP of the header"
        hint="Off: the rightmost, the one the nearest proxy added (harder to forge)."
        checked={value.useLeftmostIP}
        onChange={(useLeftmostIP) => onChange({ ...value, useLeftmostIP })}
      />
    </fieldset>
  );
}
