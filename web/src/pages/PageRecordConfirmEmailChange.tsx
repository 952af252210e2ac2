import { type FormEvent, useState } from "react";
import { Field } from "../components/base/Field.tsx";
import { AuthLayout } from "../components/layout/AuthLayout.tsx";
import { pb } from "../lib/api.ts";
import { handleApiError } from "../lib/handle-api-error.ts";
import { tokenCollectionId } from "../lib/token-claims.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import type { PageProps } from "../routes.ts";

/** Public page: an end user confirms a new email address with their password. */
export default function PageRecordConfirmEmailChange({ params }: PageProps) {
  usePageTitle("Confirm email change");
  const token = params.token ?? "";
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await pb.collection(tokenCollectionId(token)).confirmEmailChange(token, password);
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
          <p className="alert alert-success">Successfully changed the user email address.</p>
        </div>
      ) : (
        <form className="auth-form" onSubmit={submit}>
          <h1 className="auth-title">Type your password to confirm changing your email address</h1>
          <Field name="password" label="Password" htmlFor="email-change-password" required>
            <input
              id="email-change-password"
              className="input"
              type="password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <Field name="token" />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            Confirm new email
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
