import { useState } from "react";
import { Field } from "../components/base/Field.tsx";
import { InputField } from "../components/base/InputField.tsx";
import { AuthLayout } from "../components/layout/AuthLayout.tsx";
import { pb } from "../lib/api.ts";
import { navigate } from "../lib/navigate.ts";
import { useFormSubmit } from "../lib/use-form-submit.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import type { PageProps } from "../routes.ts";
import { addSuccessToast } from "../stores/toasts.ts";

/** Sets a new admin password from a reset token. */
export default function PageConfirmPasswordReset({ params }: PageProps) {
  usePageTitle("Reset admin password");
  const token = params.token ?? "";
  const [password, setPassword] = useState("");
  const [passwordConfirm, setPasswordConfirm] = useState("");
  const { busy, submit } = useFormSubmit(async () => {
    await pb.admins.confirmPasswordReset(token, password, passwordConfirm);
    addSuccessToast("Successfully set a new admin password.");
    navigate("/login");
  });

  return (
    <AuthLayout>
      <form className="auth-form" onSubmit={submit}>
        <h1 className="auth-title">Reset your admin password</h1>
        <InputField
          name="password"
          id="confirm-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={setPassword}
        />
        <InputField
          name="passwordConfirm"
          id="confirm-password-confirm"
          label="New password confirm"
          type="password"
          autoComplete="new-password"
          required
          value={passwordConfirm}
          onChange={setPasswordConfirm}
        />
        <Field name="token" />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          Set new password
        </button>
      </form>
      <div className="auth-links center">
        <a href="#/login">Back to login</a>
      </div>
    </AuthLayout>
  );
}
