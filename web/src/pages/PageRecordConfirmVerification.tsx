import { useEffect, useState } from "react";
import { AuthLayout } from "../components/layout/AuthLayout.tsx";
import { pb } from "../lib/api.ts";
import { isAbortError } from "../lib/handle-api-error.ts";
import { tokenCollectionId } from "../lib/token-claims.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import type { PageProps } from "../routes.ts";

/** Public page: confirms an end user's email from a verification token. */
export default function PageRecordConfirmVerification({ params }: PageProps) {
  usePageTitle("Confirm verification");
  const token = params.token ?? "";
  const [state, setState] = useState<"busy" | "ok" | "failed">("busy");

  useEffect(() => {
    pb.collection(tokenCollectionId(token))
      .confirmVerification(token, { requestKey: null })
      .then(() => setState("ok"))
      .catch((err) => !isAbortError(err) && setState("failed"));
  }, [token]);

  return (
    <AuthLayout>
      <div className="auth-form center">
        {state === "busy" && <p className="muted">Please wait...</p>}
        {state === "ok" && <p className="alert alert-success">Successfully verified email address.</p>}
        {state === "failed" && <p className="alert alert-danger">Invalid or expired verification token.</p>}
      </div>
    </AuthLayout>
  );
}
