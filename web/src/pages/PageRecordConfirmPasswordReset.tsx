import { useState } from "react";
import { Field } from "../components/base/Field.tsx";
import { InputField } from "../components/base/InputField.tsx";
import { AuthLayout } from "../components/layout/AuthLayout.tsx";
import { pb } from "../lib/api.ts";
import { tokenCollectionId } from "../lib/token-claims.ts";
import { useFormSubmit } from "../lib/use-form-submit.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import type { PageProps } from "../routes.ts";

/** Public page: an end user sets a new password from a reset token. */
export default function PageRecordConfirmPasswordReset({ params }: PageProps) {
  usePageTitle("Reset password");
  const token = params.token ?? "";
  const [password, setPassword] = useState("");
  const [passwordConfirm, setPasswordConfirm] = useState("");
  const [done, setDone] = useState(false);
  const { busy, submit } = useFormSubmit(async () => {
    await pb.collection(tokenCollectionId(token)).confirmPasswordReset(token, password, passwordConfirm);
    setDone(true);
  });

  return (
    <AuthLayout>
      {done ? (
        <div className="auth-form center">
          <p className="alert alert-success">Successfully changed the user password.</p>
          <p className="muted">You can now sign in with your new password.</p>
        </div>
      ) : (
        <form className="auth-form" onSubmit={submit}>
          <h1 className="auth-title">Reset your user password</h1>
          <InputField
            name="password"
            id="record-password"
            label="New password"
            type="password"
            required
            value={password}
            onChange={setPassword}
          />
          <InputField
            name="passwordConfirm"
            id="record-password-confirm"
            label="New password confirm"
            type="password"
            required
            value={passwordConfirm}
            onChange={setPasswordConfirm}
          />
          <Field name="token" />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            Set new password
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
