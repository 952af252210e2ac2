import { AuthLayout } from "../components/layout/AuthLayout.tsx";
import { usePageTitle } from "../lib/use-page-title.ts";

/** Any unknown route. */
export default function PageNotFound() {
  usePageTitle("Page not found");
  return (
    <AuthLayout>
      <div className="auth-form center">
        <h1 className="auth-title">Oops! Page not found.</h1>
        <p className="muted">The page you are looking for does not exist.</p>
        <a className="btn btn-secondary" href="#/">
          Back to the dashboard
        </a>
      </div>
    </AuthLayout>
  );
}
