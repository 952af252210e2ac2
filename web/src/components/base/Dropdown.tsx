import { type ReactNode, useEffect, useRef, useState } from "react";
import { DROPDOWN_AUTO_SCROLL_MS, scrollMenuIntoView } from "../../lib/dropdown-scroll.ts";

export interface DropdownProps {
  /** The toggle button's content and accessible label. */
  trigger: ReactNode;
  label: string;
  className?: string;
  triggerClassName?: string;
  align?: "left" | "right";
  /** Render prop: gets `close` to shut the menu after an action. */
  children: (close: () => void) => ReactNode;
}

/**
 * A toggle button with a popup menu; closes on outside click and Escape. Once open, a menu cut off by
 * the panel or page it is in scrolls into view after 180 ms.
 */
export function Dropdown({
  trigger,
  label,
  className,
  triggerClassName,
  align = "right",
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => scrollMenuIntoView(menuRef.current), DROPDOWN_AUTO_SCROLL_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        setOpen(false);
      }
    };
    addEventListener("mousedown", onDown);
    addEventListener("keydown", onKey, true);
    return () => {
      removeEventListener("mousedown", onDown);
      removeEventListener("keydown", onKey, true);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={`dropdown${className ? ` ${className}` : ""}`}>
      <button
        type="button"
        className={triggerClassName ?? "btn-icon"}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {trigger}
      </button>
      {open && (
        <div ref={menuRef} className={`dropdown-menu dropdown-${align}`} role="menu">
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
