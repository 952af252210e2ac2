import { useState } from "react";
import { Field } from "../components/base/Field.tsx";
import { InputField } from "../components/base/InputField.tsx";
import { AuthLayout } from "../components/layout/AuthLayout.tsx";
import { pb } from "../lib/api.ts";
import { tokenCollectionId } from "../lib/token-claims.ts";
import { useFormSubmit } from "../lib/use-form-submit.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import type { PageProps } from "../routes.ts";

/** Public page: an end user confirms a new email address with their password. */
export default function PageRecordConfirmEmailChange({ params }: PageProps) {
  usePageTitle("Confirm email change");
  const token = params.token ?? "";
  const [password, setPassword] = useState("");
  const [done, setDone] = useState(false);
  const { busy, submit } = useFormSubmit(async () => {
    await pb.collection(tokenCollectionId(token)).confirmEmailChange(token, password);
    setDone(true);
  });

  return (
    <AuthLayout>
      {done ? (
        <div className="auth-form center">
          <p className="alert alert-success">Successfully changed the user email address.</p>
        </div>
      ) : (
        <form className="auth-form" onSubmit={submit}>
          <h1 className="auth-title">Type your password to confirm changing your email address</h1>
          <InputField
            name="password"
            id="email-change-password"
            label="Password"
            type="password"
            required
            value={password}
            onChange={setPassword}
          />
          <Field name="token" />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            Confirm new email
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
