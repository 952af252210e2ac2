import type { ProviderForm, ProviderOptionsKind } from "../../../lib/settings/auth-providers.ts";
import { SettingsInput } from "../SettingsInput.tsx";

export interface ProviderOptionsFieldsProps {
  providerKey: string;
  kind: ProviderOptionsKind;
  value: ProviderForm;
  onChange: (patch: Partial<ProviderForm>) => void;
}

/** The URL fields some providers need: self-hosted GitLab/Gitea, Azure AD, OpenID Connect. */
export function ProviderOptionsFields({ providerKey, kind, value, onChange }: ProviderOptionsFieldsProps) {
  if (kind === "none" || kind === "apple") return null;
  const required = kind === "oidc" && value.enabled;
  const azure = kind === "azure";
  const input = (part: "authUrl" | "tokenUrl" | "userApiUrl", label: string) => (
    <SettingsInput
      name={`${providerKey}.${part}`}
      label={label}
      type="url"
      required={required || (azure && value.enabled)}
      value={value[part]}
      onChange={(v) => onChange({ [part]: v })}
    />
  );
  return (
    <fieldset className="settings-section">
      <legend className="settings-section-title">
        {kind === "selfHosted" && "Self-hosted endpoints (optional)"}
        {kind === "azure" && "Azure AD endpoints"}
        {kind === "oidc" && "OpenID Connect endpoints"}
      </legend>
      {input("authUrl", azure ? "Azure AD authorization URL" : "Auth URL")}
      {input("tokenUrl", azure ? "Azure AD token URL" : "Token URL")}
      {!azure && input("userApiUrl", "User API URL")}
    </fieldset>
  );
}
