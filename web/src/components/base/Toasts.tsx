import { useStore } from "@nanostores/react";
import { $toasts, removeToast, type ToastType } from "../../stores/toasts.ts";
import { Icon, type IconName } from "./Icon.tsx";

/** Each kind has its own icon (drawn in Icon) and name, so the kind never rests on colour alone. */
const TOAST_ICONS: Record<ToastType, { icon: IconName; title: string }> = {
  success: { icon: "success", title: "Success" },
  error: { icon: "failure", title: "Error" },
  warning: { icon: "warning", title: "Warning" },
  info: { icon: "info", title: "Info" },
};

/** The toast stack (one per app). */
export function Toasts() {
  const toasts = useStore($toasts);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.key} className={`toast toast-${toast.type}`} role="status">
          <span className="toast-icon">
            <Icon name={TOAST_ICONS[toast.type].icon} size={20} title={TOAST_ICONS[toast.type].title} />
          </span>
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
