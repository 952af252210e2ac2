import { useState } from "react";
import { InputField } from "../components/base/InputField.tsx";
import { AuthLayout } from "../components/layout/AuthLayout.tsx";
import { useFormSubmit } from "../lib/use-form-submit.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import { admins } from "../stores/connection.ts";

/** Asks for an admin (v0.23+: superuser) password reset email. */
export default function PageRequestPasswordReset() {
  const { noun, requestPasswordReset } = admins();
  usePageTitle(`Forgotten ${noun} password`);
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const { busy, submit } = useFormSubmit(async () => {
    await requestPasswordReset(email);
    setSent(true);
  });

  return (
    <AuthLayout>
      {sent ? (
        <div className="auth-form">
          <p className="alert alert-success">Check {email} for the recovery link.</p>
        </div>
      ) : (
        <form className="auth-form" onSubmit={submit}>
          <h1 className="auth-title">Forgotten {noun} password</h1>
          <p className="muted">
            Enter the email associated with your account and we'll send you a recovery link:
          </p>
          <InputField
            name="email"
            id="reset-email"
            label="Email"
            type="email"
            required
            value={email}
            onChange={setEmail}
          />
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
