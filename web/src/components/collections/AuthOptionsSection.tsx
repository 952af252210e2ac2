import { type ReactNode, useId, useState } from "react";
import { Icon } from "../base/Icon.tsx";

export interface AuthOptionsSectionProps {
  title: string;
  enabled: boolean;
  hasErrors: boolean;
  children: ReactNode;
}

/** A collapsible sign-in method: title, Enabled/Disabled label, an error icon when its inputs have errors. */
export function AuthOptionsSection({ title, enabled, hasErrors, children }: AuthOptionsSectionProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className={`auth-section${open ? " open" : ""}${hasErrors ? " auth-section-error" : ""}`}>
      <h4 className="auth-section-title">
        <button
          type="button"
          className="auth-section-toggle"
          aria-expanded={open}
          aria-controls={`${id}body`}
          onClick={() => setOpen(!open)}
        >
          <Icon name="arrow" size={14} />
          <span>{title}</span>
          {hasErrors && <Icon name="error" size={16} title="Has errors" />}
          <span className={`label ${enabled ? "label-success" : "label-muted"}`}>
            {enabled ? "Enabled" : "Disabled"}
          </span>
        </button>
      </h4>
      {open && (
        <div id={`${id}body`} className="auth-section-body">
          {children}
        </div>
      )}
    </section>
  );
}
