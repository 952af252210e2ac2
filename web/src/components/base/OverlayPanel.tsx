import { useStore } from "@nanostores/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { randomDialogId } from "../../lib/random.ts";
import {
  $overlayReset,
  $overlayStack,
  OVERLAY_BASE_Z,
  popOverlay,
  pushOverlay,
} from "../../stores/overlays.ts";

export interface OverlayPanelProps {
  open: boolean;
  /** Asked to close (Escape, overlay click, close button); `forced` on route change. */
  onClose: (forced?: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Extra header content (menus, tabs) right of the title. */
  headerExtra?: ReactNode;
  size?: "sm" | "md" | "lg";
  escClose?: boolean;
  overlayClose?: boolean;
  className?: string;
}

/** A side panel over the page; stacked panels sit above each other and only the top one hears Escape. */
export function OverlayPanel(props: OverlayPanelProps) {
  const { open, onClose, title, children, footer, headerExtra, size = "md", className } = props;
  // the spec's random 5-character dialog id: the panel's id, its title's and its place in the stack
  const [id] = useState(randomDialogId);
  const stack = useStore($overlayStack);
  const reset = useStore($overlayReset);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const optsRef = useRef(props);
  optsRef.current = props;
  const firstReset = useRef(reset);

  useEffect(() => {
    if (!open) return;
    pushOverlay(id);
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.focus();
    return () => {
      popOverlay(id);
      previous?.focus?.();
    };
  }, [open, id]);

  useEffect(() => {
    if (reset !== firstReset.current && open) closeRef.current(true);
    firstReset.current = reset;
  }, [reset, open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || optsRef.current.escClose === false) return;
      const top = $overlayStack.get().at(-1);
      if (top !== id) return;
      e.preventDefault();
      closeRef.current();
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, [open, id]);

  if (!open) return null;
  const depth = Math.max(0, stack.indexOf(id));
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: overlay click is a mouse shortcut; Escape closes from the keyboard
    <div
      className="overlay"
      style={{ zIndex: OVERLAY_BASE_Z + depth }}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && optsRef.current.overlayClose !== false) closeRef.current();
      }}
    >
      <div
        ref={panelRef}
        id={id}
        className={`panel panel-${size}${className ? ` ${className}` : ""}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
      >
        <header className="panel-header">
          <h2 id={`${id}-title`} className="panel-title">
            {title}
          </h2>
          {headerExtra}
          <button type="button" className="btn-icon panel-close" aria-label="Close" onClick={() => onClose()}>
            ×
          </button>
        </header>
        <div className="panel-content">{children}</div>
        {footer && <footer className="panel-footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
