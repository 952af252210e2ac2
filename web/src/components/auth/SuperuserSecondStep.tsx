import { useState } from "react";
import { handleSignInError } from "../../lib/sign-in-errors.ts";
import { useFormSubmit } from "../../lib/use-form-submit.ts";
import { login, loginWithCode } from "../../stores/auth.ts";
import { InputField } from "../base/InputField.tsx";

/** The sign-in step to show next: a code sent by email (`otpId`), or the password; `mfaId` when it completes MFA. */
export type SecondStep =
  | { kind: "code"; email: string; otpId: string; mfaId?: string }
  | { kind: "password"; email: string; mfaId: string };

export interface SuperuserSecondStepProps {
  step: SecondStep;
  /** Called when the server asks for yet another method (the code was the first of MFA). */
  onNext: (step: SecondStep) => void;
  onSignedIn: () => void;
  onCancel: () => void;
}

/** The next step of a superuser's sign-in (v0.23+): the emailed code, or the password after a code. */
export function SuperuserSecondStep({ step, onNext, onSignedIn, onCancel }: SuperuserSecondStepProps) {
  const [value, setValue] = useState("");
  const { busy, submit } = useFormSubmit(async () => {
    if (step.kind === "code") {
      const mfaId = await loginWithCode(step.otpId, value.trim(), step.mfaId);
      if (mfaId) return onNext({ kind: "password", email: step.email, mfaId });
    } else {
      await login(step.email, value, step.mfaId);
    }
    onSignedIn();
  }, handleSignInError);

  const isCode = step.kind === "code";
  return (
    <form className="auth-form" onSubmit={submit}>
      <h1 className="auth-title">{isCode ? "Enter the sign-in code" : "Confirm with your password"}</h1>
      <p className="auth-note">
        {isCode
          ? `A one-time code was sent to ${step.email}.`
          : "Multi-factor authentication is on: your password completes the sign-in."}
        {step.mfaId ? " This is the second step of the sign-in." : ""}
      </p>
      <InputField
        name={isCode ? "otp" : "password"}
        id={isCode ? "login-code" : "login-password"}
        label={isCode ? "Code" : "Password"}
        type={isCode ? "text" : "password"}
        autoComplete={isCode ? "one-time-code" : "current-password"}
        required
        value={value}
        onChange={setValue}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {isCode ? "Verify code" : "Login"}
      </button>
      <div className="auth-links center">
        <button type="button" className="btn btn-link" onClick={onCancel}>
          Start over
        </button>
      </div>
    </form>
  );
}
