import { useStore } from "@nanostores/react";
import { useId, useMemo } from "react";
import { hasErrorUnder } from "../../lib/collections/collection-errors.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../lib/collections/collection-form.ts";
import { ruleCompletions } from "../../lib/collections/collection-rules.ts";
import { optionalNumber } from "../../lib/collections/schema-fields.ts";
import { $draft, setCollectionOptions } from "../../stores/collection-editor.ts";
import { $collections } from "../../stores/collections.ts";
import { $fieldErrors } from "../../stores/field-errors.ts";
import { Field } from "../base/Field.tsx";
import { AuthOptionsSection } from "./AuthOptionsSection.tsx";
import { RuleField } from "./RuleField.tsx";
import { OptionSwitch } from "./ServerAuthOptionsFields.tsx";
import { ListInput } from "./schema/ListInput.tsx";

/** Options of an auth collection: sign-in methods, email domains, password length and the manage rule. */
export function AuthOptionsTab() {
  const id = useId();
  const draft = useStore($draft);
  const errors = useStore($fieldErrors);
  const collections = useStore($collections);
  const completions = useMemo(() => ruleCompletions(draft, collections), [draft, collections]);
  const o = draft.options;
  const errorAt = (key: string) => hasErrorUnder(errors, `options.${key}`);

  const toggle = (key: "allowUsernameAuth" | "allowEmailAuth" | "allowOAuth2Auth", label: string) => (
    <OptionSwitch
      name={`options.${key}`}
      label={label}
      checked={!!o[key]}
      onChange={(on) => setCollectionOptions({ [key]: on })}
    />
  );

  return (
    <div className="auth-options-tab">
      <AuthOptionsSection
        title="Username/Password"
        enabled={!!o.allowUsernameAuth}
        hasErrors={errorAt("allowUsernameAuth")}
      >
        {toggle("allowUsernameAuth", "Enable username/password sign-in")}
      </AuthOptionsSection>
      <AuthOptionsSection
        title="Email/Password"
        enabled={!!o.allowEmailAuth}
        hasErrors={errorAt("allowEmailAuth") || errorAt("onlyEmailDomains") || errorAt("exceptEmailDomains")}
      >
        {toggle("allowEmailAuth", "Enable email/password sign-in")}
        <div className="form-grid">
          <Field
            name="options.exceptEmailDomains"
            label="Except domains"
            htmlFor={`${id}except`}
            hint="Comma separated; emails of these domains are refused."
          >
            <ListInput
              id={`${id}except`}
              placeholder="eg. example.com, test.com"
              value={o.exceptEmailDomains}
              disabled={(o.onlyEmailDomains ?? []).length > 0}
              onChange={(list) => setCollectionOptions({ exceptEmailDomains: list })}
            />
          </Field>
          <Field
            name="options.onlyEmailDomains"
            label="Only domains"
            htmlFor={`${id}only`}
            hint="Comma separated; only emails of these domains are accepted."
          >
            <ListInput
              id={`${id}only`}
              placeholder="eg. example.com, test.com"
              value={o.onlyEmailDomains}
              disabled={(o.exceptEmailDomains ?? []).length > 0}
              onChange={(list) => setCollectionOptions({ onlyEmailDomains: list })}
            />
          </Field>
        </div>
      </AuthOptionsSection>
      <AuthOptionsSection title="OAuth2" enabled={!!o.allowOAuth2Auth} hasErrors={errorAt("allowOAuth2Auth")}>
        {toggle("allowOAuth2Auth", "Enable OAuth2 sign-in")}
        <a href="#/settings/auth-providers" target="_blank" rel="noopener">
          Manage OAuth2 providers
        </a>
      </AuthOptionsSection>

      <div className="form-grid auth-general">
        <Field
          name="options.minPasswordLength"
          label="Minimum password length"
          htmlFor={`${id}minPasswordLength`}
          required
        >
          <input
            id={`${id}minPasswordLength`}
            className="input"
            type="number"
            step={1}
            min={MIN_PASSWORD_LENGTH}
            max={MAX_PASSWORD_LENGTH}
            required
            value={o.minPasswordLength ?? ""}
            onChange={(e) => setCollectionOptions({ minPasswordLength: optionalNumber(e.target.value) ?? 0 })}
          />
        </Field>
        <Field name="options.requireEmail" className="field-inline">
          <label className="checkbox" htmlFor={`${id}requireEmail`}>
            <input
              id={`${id}requireEmail`}
              type="checkbox"
              checked={!!o.requireEmail}
              onChange={(e) => setCollectionOptions({ requireEmail: e.target.checked })}
            />
            Always require email
            <span className="muted"> (new records only; some OAuth2 providers give none)</span>
          </label>
        </Field>
      </div>
      <RuleField
        name="options.manageRule"
        label="Manage rule"
        value={o.manageRule ?? null}
        completions={completions}
        placeholder="eg. @request.auth.collectionName = 'managers'"
        hint="Who may change passwords, emails and the verified state of other records, on top of the update rule. Cannot be empty."
        onChange={(value) => setCollectionOptions({ manageRule: value })}
      />
    </div>
  );
}
