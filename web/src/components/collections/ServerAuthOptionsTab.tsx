import { useStore } from "@nanostores/react";
import { useId } from "react";
import { hasErrorUnder } from "../../lib/collections/collection-errors.ts";
import { serverOption } from "../../lib/collections/collection-v023.ts";
import { $draft, setServerOption } from "../../stores/collection-editor.ts";
import { $fieldErrors } from "../../stores/field-errors.ts";
import { Field } from "../base/Field.tsx";
import { AuthOptionsSection } from "./AuthOptionsSection.tsx";
import { type OAuth2Provider, OAuth2ProvidersEditor } from "./OAuth2ProvidersEditor.tsx";
import { EmailTemplateFields, OptionNumber, OptionSwitch, OptionText } from "./ServerAuthOptionsFields.tsx";
import { ListInput } from "./schema/ListInput.tsx";

const TOKENS = [
  { key: "authToken", label: "Auth token" },
  { key: "verificationToken", label: "Email verification token" },
  { key: "passwordResetToken", label: "Password reset token" },
  { key: "emailChangeToken", label: "Email change token" },
  { key: "fileToken", label: "Protected file access token" },
] as const;

const TEMPLATES = [
  { key: "verificationTemplate", title: "Email verification" },
  { key: "resetPasswordTemplate", title: "Password reset" },
  { key: "confirmEmailChangeTemplate", title: "Email change confirmation" },
] as const;

const MAPPED_FIELDS = [
  { key: "id", label: "Provider user id" },
  { key: "name", label: "Name" },
  { key: "username", label: "Username" },
  { key: "avatarURL", label: "Avatar URL" },
] as const;

/**
 * An auth collection's own settings on PocketBase v0.23+, under the server's names: password
 * sign-in and its identity fields, OAuth2 and its providers, MFA, OTP, new-login alerts, token
 * durations and email templates. Each edit goes into the server's collection kept by the draft.
 */
export function ServerAuthOptionsTab() {
  const id = useId();
  const draft = useStore($draft);
  const errors = useStore($fieldErrors);
  const get = (...path: Array<string | number>) => serverOption(draft, path);
  const on = (...path: string[]) => get(...path) === true;
  const set = (path: Array<string | number>) => (value: unknown) => setServerOption(path, value);
  const errorAt = (...keys: string[]) => keys.some((key) => hasErrorUnder(errors, key));
  const providers = (get("oauth2", "providers") ?? []) as OAuth2Provider[];

  return (
    <div className="auth-options-tab">
      <AuthOptionsSection
        title="Password sign-in"
        enabled={on("passwordAuth", "enabled")}
        hasErrors={errorAt("passwordAuth")}
      >
        <OptionSwitch
          name="passwordAuth.enabled"
          label="Enable sign-in with an identity and a password"
          checked={on("passwordAuth", "enabled")}
          onChange={set(["passwordAuth", "enabled"])}
        />
        <Field
          name="passwordAuth.identityFields"
          label="Identity fields"
          htmlFor={`${id}identityFields`}
          hint="Comma separated; each needs a unique index, e.g. email, username."
        >
          <ListInput
            id={`${id}identityFields`}
            value={(get("passwordAuth", "identityFields") ?? []) as string[]}
            onChange={set(["passwordAuth", "identityFields"])}
          />
        </Field>
      </AuthOptionsSection>

      <AuthOptionsSection title="OAuth2" enabled={on("oauth2", "enabled")} hasErrors={errorAt("oauth2")}>
        <OptionSwitch
          name="oauth2.enabled"
          label="Enable OAuth2 sign-in"
          checked={on("oauth2", "enabled")}
          onChange={set(["oauth2", "enabled"])}
        />
        <OAuth2ProvidersEditor providers={providers} />
        <fieldset className="field">
          <legend className="field-label">Fields filled from the provider's user</legend>
          <div className="form-grid form-grid-2">
            {MAPPED_FIELDS.map(({ key, label }) => (
              <OptionText
                key={key}
                name={`oauth2.mappedFields.${key}`}
                label={label}
                placeholder="Field name"
                value={get("oauth2", "mappedFields", key)}
                onChange={set(["oauth2", "mappedFields", key])}
              />
            ))}
          </div>
        </fieldset>
      </AuthOptionsSection>

      <AuthOptionsSection
        title="Multi-factor authentication"
        enabled={on("mfa", "enabled")}
        hasErrors={errorAt("mfa")}
      >
        <OptionSwitch
          name="mfa.enabled"
          label="Require a second method after the first"
          checked={on("mfa", "enabled")}
          onChange={set(["mfa", "enabled"])}
        />
        <div className="form-grid form-grid-2">
          <OptionNumber
            name="mfa.duration"
            label="Time for the second method (seconds)"
            value={get("mfa", "duration")}
            onChange={set(["mfa", "duration"])}
          />
          <OptionText
            name="mfa.rule"
            label="Only for records matching (filter, empty for all)"
            value={get("mfa", "rule")}
            onChange={set(["mfa", "rule"])}
          />
        </div>
      </AuthOptionsSection>

      <AuthOptionsSection title="One-time password" enabled={on("otp", "enabled")} hasErrors={errorAt("otp")}>
        <OptionSwitch
          name="otp.enabled"
          label="Enable sign-in with a code sent by email"
          checked={on("otp", "enabled")}
          onChange={set(["otp", "enabled"])}
        />
        <div className="form-grid form-grid-2">
          <OptionNumber
            name="otp.duration"
            label="Code lifetime (seconds)"
            value={get("otp", "duration")}
            onChange={set(["otp", "duration"])}
          />
          <OptionNumber
            name="otp.length"
            label="Code length"
            value={get("otp", "length")}
            onChange={set(["otp", "length"])}
          />
        </div>
        <EmailTemplateFields
          name="otp.emailTemplate"
          title="Code email"
          value={get("otp", "emailTemplate")}
          onChange={set(["otp", "emailTemplate"])}
        />
      </AuthOptionsSection>

      <AuthOptionsSection
        title="New sign-in alerts"
        enabled={on("authAlert", "enabled")}
        hasErrors={errorAt("authAlert")}
      >
        <OptionSwitch
          name="authAlert.enabled"
          label="Email the user on a sign-in from a new location"
          checked={on("authAlert", "enabled")}
          onChange={set(["authAlert", "enabled"])}
        />
        <EmailTemplateFields
          name="authAlert.emailTemplate"
          title="Alert email"
          value={get("authAlert", "emailTemplate")}
          onChange={set(["authAlert", "emailTemplate"])}
        />
      </AuthOptionsSection>

      <AuthOptionsSection title="Token lifetimes" enabled hasErrors={errorAt(...TOKENS.map((t) => t.key))}>
        <div className="form-grid form-grid-2">
          {TOKENS.map(({ key, label }) => (
            <OptionNumber
              key={key}
              name={`${key}.duration`}
              label={`${label} (seconds)`}
              value={get(key, "duration")}
              onChange={set([key, "duration"])}
            />
          ))}
        </div>
      </AuthOptionsSection>

      <AuthOptionsSection title="Email templates" enabled hasErrors={errorAt(...TEMPLATES.map((t) => t.key))}>
        {TEMPLATES.map(({ key, title }) => (
          <EmailTemplateFields key={key} name={key} title={title} value={get(key)} onChange={set([key])} />
        ))}
      </AuthOptionsSection>
    </div>
  );
}
