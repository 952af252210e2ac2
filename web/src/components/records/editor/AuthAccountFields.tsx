import { useState } from "react";
import { hasBuiltInUsername } from "../../../../../shared/client/generations/v023/collections-display.ts";
import type { Collection } from "../../../../../shared/models.ts";
import { GENERATED_PASSWORD_LENGTH, randomSecret } from "../../../lib/random.ts";
import { confirm } from "../../../stores/confirmation.ts";
import { Field } from "../../base/Field.tsx";
import { useFieldId } from "./use-field-id.ts";
import type { RecordForm } from "./use-record-form.ts";

export interface AuthAccountFieldsProps {
  collection: Collection;
  form: RecordForm;
  isNew: boolean;
}

/** username (v0.18-v0.22), email (+ visibility), password (or the Change password toggle) and verified. */
export function AuthAccountFields({ collection, form, isNew }: AuthAccountFieldsProps) {
  const { values, setValue } = form;
  const requireEmail = collection.type === "auth" && collection.options.requireEmail && isNew;
  const showPassword = isNew || form.changePassword;
  const ids = {
    username: useFieldId("username"),
    email: useFieldId("email"),
    password: useFieldId("password"),
    passwordConfirm: useFieldId("passwordConfirm"),
  };

  // a generated password is shown in clear so the admin can copy it before saving
  const [passwordShown, setPasswordShown] = useState(false);

  function generatePassword() {
    const password = randomSecret(GENERATED_PASSWORD_LENGTH);
    setValue("password", password);
    setValue("passwordConfirm", password);
    setPasswordShown(true);
  }

  function onVerified(next: boolean) {
    if (isNew) return setValue("verified", next);
    setValue("verified", next);
    confirm(
      "Do you really want to manually change the verified account state?",
      () => {},
      () => setValue("verified", !next), // revert on cancel
    );
  }

  return (
    <div className="form-grid">
      {hasBuiltInUsername(collection) && (
        <Field name="username" label="Username" htmlFor={ids.username} required={!isNew}>
          <input
            id={ids.username}
            className="input"
            autoComplete="off"
            placeholder={isNew ? "Leave empty to auto generate..." : undefined}
            required={!isNew}
            value={String(values.username ?? "")}
            onChange={(e) => setValue("username", e.target.value)}
          />
        </Field>
      )}
      <Field name="email" label="Email" htmlFor={ids.email} required={requireEmail}>
        <div className="input-group">
          <input
            id={ids.email}
            className="input"
            type="email"
            autoComplete="off"
            required={requireEmail}
            value={String(values.email ?? "")}
            onChange={(e) => setValue("email", e.target.value)}
          />
          <button
            type="button"
            className={`btn btn-sm ${values.emailVisibility ? "btn-primary" : "btn-secondary"}`}
            aria-pressed={!!values.emailVisibility}
            title="Make the email public"
            onClick={() => setValue("emailVisibility", !values.emailVisibility)}
          >
            Public: {values.emailVisibility ? "On" : "Off"}
          </button>
        </div>
      </Field>
      {!isNew && (
        <label className="switch field-full">
          <input
            type="checkbox"
            role="switch"
            aria-checked={form.changePassword}
            checked={form.changePassword}
            onChange={(e) => form.toggleChangePassword(e.target.checked)}
          />
          <span className="switch-label">Change password</span>
        </label>
      )}
      {showPassword && (
        <>
          <Field name="password" label="Password" htmlFor={ids.password} required>
            <div className="input-group">
              <input
                id={ids.password}
                className="input"
                type={passwordShown ? "text" : "password"}
                autoComplete="new-password"
                required
                value={String(values.password ?? "")}
                onChange={(e) => setValue("password", e.target.value)}
              />
              <button
                type="button"
                className="btn btn-sm btn-secondary"
                title={`Fill both fields with a random ${GENERATED_PASSWORD_LENGTH}-character password`}
                onClick={generatePassword}
              >
                Generate password
              </button>
            </div>
          </Field>
          <Field name="passwordConfirm" label="Password confirm" htmlFor={ids.passwordConfirm} required>
            <input
              id={ids.passwordConfirm}
              className="input"
              type={passwordShown ? "text" : "password"}
              autoComplete="new-password"
              required
              value={String(values.passwordConfirm ?? "")}
              onChange={(e) => setValue("passwordConfirm", e.target.value)}
            />
          </Field>
        </>
      )}
      <Field name="verified" className="field-full">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={!!values.verified}
            checked={!!values.verified}
            onChange={(e) => onVerified(e.target.checked)}
          />
          <span className="switch-label">Verified</span>
        </label>
      </Field>
    </div>
  );
}
