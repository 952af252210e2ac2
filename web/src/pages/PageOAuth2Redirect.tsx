import { AuthLayout } from "../components/layout/AuthLayout.tsx";
import { usePageTitle } from "../lib/use-page-title.ts";

/** Landing page of the OAuth2 popup. */
export default function PageOAuth2Redirect() {
  usePageTitle("OAuth2 auth");
  return (
    <AuthLayout>
      <div className="auth-form center">
        <h1 className="auth-title">Auth completed.</h1>
        <p className="muted">You can close this window and go back to the app.</p>
      </div>
    </AuthLayout>
  );
}
