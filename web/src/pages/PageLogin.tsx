import { type FormEvent, useState } from "react";
import { Field } from "../components/base/Field.tsx";
import { AuthLayout } from "../components/layout/AuthLayout.tsx";
import { errorStatus, handleApiError, isAbortError } from "../lib/handle-api-error.ts";
import { currentHashQuery, navigate } from "../lib/navigate.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import { login } from "../stores/auth.ts";
import { addErrorToast } from "../stores/toasts.ts";

function prefill(key: string): string {
  return currentHashQuery().get(key) ?? new URLSearchParams(location.search).get(key) ?? "";
}

/** Admin sign in; demoEmail and demoPassword query values prefill the form. */
export default function PageLogin() {
  usePageTitle("Admin sign in");
  const [email, setEmail] = useState(() => prefill("demoEmail"));
  const [password, setPassword] = useState(() => prefill("demoPassword"));
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await login(email, password);
      navigate("/");
    } catch (err) {
      if (isAbortError(err)) return;
      if (errorStatus(err) === 400) addErrorToast("Invalid login credentials.");
      else handleApiError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      <form className="auth-form" onSubmit={submit}>
        <h1 className="auth-title">Admin sign in</h1>
        <Field name="identity" label="Email" htmlFor="login-email" required>
          <input
            id="login-email"
            className="input"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field name="password" label="Password" htmlFor="login-password" required>
          <input
            id="login-password"
            className="input"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <div className="auth-links">
          <a href="#/request-password-reset">Forgotten password?</a>
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          Login
        </button>
      </form>
    </AuthLayout>
  );
}
