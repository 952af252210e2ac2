import { type FormEvent, useState } from "react";
import { Field } from "../components/base/Field.tsx";
import { AuthLayout } from "../components/layout/AuthLayout.tsx";
import { pb } from "../lib/api.ts";
import { handleApiError } from "../lib/handle-api-error.ts";
import { tokenCollectionId } from "../lib/token-claims.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import type { PageProps } from "../routes.ts";

/** Public page: an end user sets a new password from a reset token. */
export default function PageRecordConfirmPasswordReset({ params }: PageProps) {
  usePageTitle("Reset password");
  const token = params.token ?? "";
  const [password, setPassword] = useState("");
  const [passwordConfirm, setPasswordConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await pb.collection(tokenCollectionId(token)).confirmPasswordReset(token, password, passwordConfirm);
      setDone(true);
    } catch (err) {
      handleApiError(err);
    } finally {
      setBusy(false);
    }
  }

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
          <Field name="password" label="New password" htmlFor="record-password" required>
            <input
              id="record-password"
              className="input"
              type="password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <Field
            name="passwordConfirm"
            label="New password confirm"
            htmlFor="record-password-confirm"
            required
          >
            <input
              id="record-password-confirm"
              className="input"
              type="password"
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
      )}
    </AuthLayout>
  );
}
