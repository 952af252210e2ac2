import { useEffect } from "react";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { logout } from "../../stores/auth.ts";
import { backendLabel } from "../../stores/connection.ts";
import { AuthLayout } from "../layout/AuthLayout.tsx";

/**
 * The installer on PocketBase v0.23+: the first superuser cannot be created over HTTP there (the
 * server keeps a hidden installer account and prints a link with its token at start), so this page
 * explains the two ways the server offers instead of a form.
 */
export function SuperuserInstallerHelp() {
  usePageTitle("Installer");
  useEffect(() => logout(false), []);
  return (
    <AuthLayout>
      <section className="auth-form" aria-labelledby="installer-title">
        <h1 className="auth-title" id="installer-title">
          Create the first superuser
        </h1>
        <p>
          This console is connected to {backendLabel()}. From v0.23 on, PocketBase does not let anyone create
          the first superuser over HTTP, so pbdeck cannot do it from here. Use one of these two ways, then
          sign in:
        </p>
        <ol className="installer-ways">
          <li>
            Open the installer link the server printed when it started without a superuser: it ends with{" "}
            <code>/_/#/pbinstall/…</code> and opens PocketBase's own installer (valid for 30 minutes; restart
            the server for a new one).
          </li>
          <li>
            Or run on the server: <code>pocketbase superuser upsert EMAIL PASSWORD</code>
          </li>
        </ol>
        <a className="btn btn-primary btn-block" href={`${location.pathname}#/login`}>
          Go to sign in
        </a>
      </section>
    </AuthLayout>
  );
}
