import { useStore } from "@nanostores/react";
import { $toasts, removeToast } from "../../stores/toasts.ts";

/** The toast stack (one per app). */
export function Toasts() {
  const toasts = useStore($toasts);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.key} className={`toast toast-${toast.type}`} role="status">
          <span className="toast-message">{toast.message}</span>
          <button
            type="button"
            className="btn-icon toast-close"
            aria-label="Close"
            onClick={() => removeToast(toast.key)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
