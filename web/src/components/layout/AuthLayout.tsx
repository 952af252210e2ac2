import type { ReactNode } from "react";
import { PageFooter } from "./PageFooter.tsx";

/** The centered layout of the signed-out screens, with branding. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-layout">
      <main className="auth-panel">
        <div className="auth-brand">
          <span className="brand-mark" aria-hidden="true">
            pb
          </span>
          <span className="auth-brand-name">pbdeck</span>
        </div>
        {children}
      </main>
      <PageFooter />
    </div>
  );
}
