import { useEffect, useState } from "react";
import { InputField } from "../components/base/InputField.tsx";
import { AuthLayout } from "../components/layout/AuthLayout.tsx";
import { pb } from "../lib/api.ts";
import { useFormSubmit } from "../lib/use-form-submit.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import { logout } from "../stores/auth.ts";

/** First-run installer: creates the first admin, signs in and reloads without the query string. */
export default function PageInstaller() {
  usePageTitle("Installer");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [passwordConfirm, setPasswordConfirm] = useState("");
  const { busy, submit } = useFormSubmit(async () => {
    await pb.admins.create({ email, password, passwordConfirm });
    await pb.admins.authWithPassword(email, password);
    location.replace(location.pathname);
  });

  useEffect(() => logout(false), []);

  return (
    <AuthLayout>
      <form className="auth-form" onSubmit={submit}>
        <h1 className="auth-title">Create your first admin account in order to continue</h1>
        <InputField
          name="email"
          id="installer-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
        />
        <InputField
          name="password"
          id="installer-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          minLength={10}
          required
          hint="Minimum 10 characters."
          value={password}
          onChange={setPassword}
        />
        <InputField
          name="passwordConfirm"
          id="installer-password-confirm"
          label="Password confirm"
          type="password"
          autoComplete="new-password"
          minLength={10}
          required
          value={passwordConfirm}
          onChange={setPasswordConfirm}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          Create and login
        </button>
      </form>
    </AuthLayout>
  );
}
