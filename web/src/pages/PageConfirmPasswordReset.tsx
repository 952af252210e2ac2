import { type FormEvent, useState } from "react";
import { Field } from "../components/base/Field.tsx";
import { AuthLayout } from "../components/layout/AuthLayout.tsx";
import { pb } from "../lib/api.ts";
import { handleApiError } from "../lib/handle-api-error.ts";
import { navigate } from "../lib/navigate.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import type { PageProps } from "../routes.ts";
import { addSuccessToast } from "../stores/toasts.ts";

/** Sets a new admin password from a reset token. */
export default function PageConfirmPasswordReset({ params }: PageProps) {
  usePageTitle("Reset admin password");
  const token = params.token ?? "";
  const [password, setPassword] = useState("");
  const [passwordConfirm, setPasswordConfirm] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await pb.admins.confirmPasswordReset(token, password, passwordConfirm);
      addSuccessToast("Successfully set a new admin password.");
      navigate("/login");
    } catch (err) {
      handleApiError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      <form className="auth-form" onSubmit={submit}>
        <h1 className="auth-title">Reset your admin password</h1>
        <Field name="password" label="New password" htmlFor="confirm-password" required>
          <input
            id="confirm-password"
            className="input"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Field
          name="passwordConfirm"
          label="New password confirm"
          htmlFor="confirm-password-confirm"
          required
        >
          <input
            id="confirm-password-confirm"
            className="input"
            type="password"
            autoComplete="new-password"
            required
            value={passwordConfirm}
            onChange={(e) => setPasswordConfirm(e.target.value)}
          />
        </Field>
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
