import { type FormEvent, useState } from "react";
import { Field } from "../components/base/Field.tsx";
import { AuthLayout } from "../components/layout/AuthLayout.tsx";
import { pb } from "../lib/api.ts";
import { handleApiError } from "../lib/handle-api-error.ts";
import { usePageTitle } from "../lib/use-page-title.ts";

/** Asks for an admin password reset email. */
export default function PageRequestPasswordReset() {
  usePageTitle("Forgotten admin password");
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await pb.admins.requestPasswordReset(email);
      setSent(true);
    } catch (err) {
      handleApiError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      {sent ? (
        <div className="auth-form">
          <p className="alert alert-success">Check {email} for the recovery link.</p>
        </div>
      ) : (
        <form className="auth-form" onSubmit={submit}>
          <h1 className="auth-title">Forgotten admin password</h1>
          <p className="muted">
            Enter the email associated with your account and we'll send you a recovery link:
          </p>
          <Field name="email" label="Email" htmlFor="reset-email" required>
            <input
              id="reset-email"
              className="input"
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            Send recovery link
          </button>
        </form>
      )}
      <div className="auth-links center">
        <a href="#/login">Back to login</a>
      </div>
    </AuthLayout>
  );
}
