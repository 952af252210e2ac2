import { type FormEvent, useEffect, useState } from "react";
import { Field } from "../components/base/Field.tsx";
import { AuthLayout } from "../components/layout/AuthLayout.tsx";
import { pb } from "../lib/api.ts";
import { handleApiError } from "../lib/handle-api-error.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import { logout } from "../stores/auth.ts";

/** First-run installer: creates the first admin, signs in and reloads without the query string. */
export default function PageInstaller() {
  usePageTitle("Installer");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [passwordConfirm, setPasswordConfirm] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => logout(false), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await pb.admins.create({ email, password, passwordConfirm });
      await pb.admins.authWithPassword(email, password);
      location.replace(location.pathname);
    } catch (err) {
      handleApiError(err);
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      <form className="auth-form" onSubmit={submit}>
        <h1 className="auth-title">Create your first admin account in order to continue</h1>
        <Field name="email" label="Email" htmlFor="installer-email" required>
          <input
            id="installer-email"
            className="input"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field
          name="password"
          label="Password"
          htmlFor="installer-password"
          required
          hint="Minimum 10 characters."
        >
          <input
            id="installer-password"
            className="input"
            type="password"
            autoComplete="new-password"
            minLength={10}
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Field name="passwordConfirm" label="Password confirm" htmlFor="installer-password-confirm" required>
          <input
            id="installer-password-confirm"
            className="input"
            type="password"
            autoComplete="new-password"
            minLength={10}
            required
            value={passwordConfirm}
            onChange={(e) => setPasswordConfirm(e.target.value)}
          />
        </Field>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          Create and login
        </button>
      </form>
    </AuthLayout>
  );
}
