import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { type SecondStep, SuperuserSecondStep } from "../components/auth/SuperuserSecondStep.tsx";
import { InputField } from "../components/base/InputField.tsx";
import { AuthLayout } from "../components/layout/AuthLayout.tsx";
import { handleApiError, isAbortError } from "../lib/handle-api-error.ts";
import { currentHashQuery, navigate } from "../lib/navigate.ts";
import { handleSignInError } from "../lib/sign-in-errors.ts";
import { useFormSubmit } from "../lib/use-form-submit.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import { login, sendSignInCode } from "../stores/auth.ts";
import { $signInMethods, backendFeatures, loadSignInMethods } from "../stores/connection.ts";

function prefill(key: string): string {
  return currentHashQuery().get(key) ?? new URLSearchParams(location.search).get(key) ?? "";
}

/**
 * Admin sign in (v0.23+: superusers, with the emailed code as a method or as MFA's second step);
 * demoEmail and demoPassword query values prefill the form; demoCollection is where signing in lands
 * (`pbdeck --demo` opens on the collection with the demo data rather than the first one).
 */
export default function PageLogin() {
  const { superusers } = backendFeatures();
  usePageTitle(superusers ? "Superuser sign in" : "Admin sign in");
  const methods = useStore($signInMethods);
  const [email, setEmail] = useState(() => prefill("demoEmail"));
  const [password, setPassword] = useState(() => prefill("demoPassword"));
  const [landing] = useState(() => {
    const collection = prefill("demoCollection");
    return collection ? `/collections?${new URLSearchParams({ collectionId: collection })}` : "/";
  });
  const [next, setNext] = useState<SecondStep | null>(null);
  const [sendingCode, setSendingCode] = useState(false);

  useEffect(() => {
    if (superusers) void loadSignInMethods();
  }, [superusers]);

  const { busy, submit } = useFormSubmit(async () => {
    const mfaId = await login(email, password);
    if (!mfaId) return navigate(landing);
    // MFA: the password was the first method, an emailed code is the second
    let otpId: string;
    try {
      otpId = await sendSignInCode(email);
    } catch (err) {
      // the password was right: the server's own reason (e.g. codes are off) rather than "invalid"
      if (!isAbortError(err)) handleApiError(err);
      return;
    }
    setNext({ kind: "code", email, otpId, mfaId });
  }, handleSignInError);

  async function signInWithCode() {
    if (!email || sendingCode) return;
    setSendingCode(true);
    try {
      setNext({ kind: "code", email, otpId: await sendSignInCode(email) });
    } catch (err) {
      if (!isAbortError(err)) handleSignInError(err);
    } finally {
      setSendingCode(false);
    }
  }

  if (next) {
    return (
      <AuthLayout>
        <SuperuserSecondStep
          key={next.kind}
          step={next}
          onNext={setNext}
          onSignedIn={() => navigate(landing)}
          onCancel={() => setNext(null)}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <form className="auth-form" onSubmit={submit}>
        <h1 className="auth-title">{superusers ? "Superuser sign in" : "Admin sign in"}</h1>
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
        {superusers && methods?.otp && (
          <button
            type="button"
            className="btn btn-secondary btn-block"
            disabled={sendingCode || !email}
            onClick={() => void signInWithCode()}
          >
            Send me a sign-in code
          </button>
        )}
        {superusers && (
          <p className="auth-note">
            No superuser yet? <a href="?installer#">How to create the first one</a>
          </p>
        )}
      </form>
    </AuthLayout>
  );
}
