import { useState } from "react";
import { InputField } from "../components/base/InputField.tsx";
import { AuthLayout } from "../components/layout/AuthLayout.tsx";
import { errorStatus, handleApiError } from "../lib/handle-api-error.ts";
import { currentHashQuery, navigate } from "../lib/navigate.ts";
import { useFormSubmit } from "../lib/use-form-submit.ts";
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
  const { busy, submit } = useFormSubmit(
    async () => {
      await login(email, password);
      navigate("/");
    },
    (err) => {
      if (errorStatus(err) === 400) addErrorToast("Invalid login credentials.");
      else handleApiError(err);
    },
  );

  return (
    <AuthLayout>
      <form className="auth-form" onSubmit={submit}>
        <h1 className="auth-title">Admin sign in</h1>
        <InputField
          name="identity"
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
        />
        <InputField
          name="password"
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
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
