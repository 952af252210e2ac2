import type { ReactNode } from "react";

/** A settings page's form: the browser's own validation off (the server's field errors show instead). */
export function SettingsPanelForm({ onSave, children }: { onSave: () => void; children: ReactNode }) {
  return (
    <form
      className="settings-panel"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      {children}
    </form>
  );
}
