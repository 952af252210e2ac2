import type { ReactNode } from "react";

export interface SettingsFormActionsProps {
  changed: boolean;
  saving: boolean;
  onReset: () => void;
  /** Label of the reset button ('Cancel' or 'Reset'). */
  resetLabel?: string;
  /** Shown left of the buttons (status badges). */
  children?: ReactNode;
  /** Replaces the buttons when the form is unchanged (e.g. 'Send test email'). */
  whenUnchanged?: ReactNode;
  /** Hide 'Save changes' too while unchanged. */
  hideWhenUnchanged?: boolean;
}

/** The footer of a settings form: reset (only when changed) and 'Save changes' (enabled when changed). */
export function SettingsFormActions(props: SettingsFormActionsProps) {
  const {
    changed,
    saving,
    onReset,
    resetLabel = "Cancel",
    children,
    whenUnchanged,
    hideWhenUnchanged,
  } = props;
  return (
    <div className="settings-actions">
      <div className="grow">{children}</div>
      {!changed && whenUnchanged}
      {changed && (
        <button type="button" className="btn btn-secondary" disabled={saving} onClick={onReset}>
          {resetLabel}
        </button>
      )}
      {(changed || !(whenUnchanged || hideWhenUnchanged)) && (
        <button type="submit" className="btn btn-primary" disabled={!changed || saving} aria-busy={saving}>
          Save changes
        </button>
      )}
    </div>
  );
}
