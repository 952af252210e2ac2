import { useEffect, useState } from "react";
import {
  createFirstAdmin,
  INSTALLER_TOKEN_PARAM,
  type InstallerTokenProblem,
  installerTokenProblem,
} from "../../../shared/client/installer-token.ts";
import { InstallerTokenNotice } from "../components/auth/InstallerTokenNotice.tsx";
import { InputField } from "../components/base/InputField.tsx";
import { AuthLayout } from "../components/layout/AuthLayout.tsx";
import { pb } from "../lib/api.ts";
import { handleApiError } from "../lib/handle-api-error.ts";
import { useHashSearch } from "../lib/hash-location.ts";
import { useFormSubmit } from "../lib/use-form-submit.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import { logout } from "../stores/auth.ts";

/**
 * First-run installer: creates the first admin with the one-time token of the link pbdeck printed
 * on its terminal (`#/?token=…`), signs in and reloads without the query string.
 */
export default function PageInstaller() {
  usePageTitle("Installer");
  const token = new URLSearchParams(useHashSearch()).get(INSTALLER_TOKEN_PARAM) ?? "";
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [passwordConfirm, setPasswordConfirm] = useState("");
  const [problem, setProblem] = useState<InstallerTokenProblem | null>(token ? null : "missing");
  const { busy, submit } = useFormSubmit(
    async () => {
      await createFirstAdmin(pb, token, { email, password, passwordConfirm });
      await pb.admins.authWithPassword(email, password);
      location.replace(location.pathname);
    },
    (err) => {
      // a refused token is explained on the page, not turned into the funnel's redirect to the root
      const refused = installerTokenProblem(err);
      if (refused) setProblem(refused);
      else handleApiError(err);
    },
  );

  useEffect(() => logout(false), []);

  return (
    <AuthLayout>
      <form className="auth-form" onSubmit={submit}>
        <h1 className="auth-title">Create your first admin account in order to continue</h1>
        {problem && <InstallerTokenNotice problem={problem} />}
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
