/** Simple stroke icons drawn for pbdeck (24x24 grid). */
const PATHS: Record<string, string> = {
  database:
    "M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zm0 0v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3",
  list: "M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01",
  settings:
    "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .3-1.3-1.3L17 5l-3-1-1 2h-2L10 4 7 5l.3 2L6 8.3 4 8l-1 3 2 1v0l-2 1 1 3 2-.3L7.3 17 7 19l3 1 1-2h2l1 2 3-1-.3-2 1.3-1.3 2 .3 1-3z",
  plus: "M12 5v14M5 12h14",
  home: "M3 11l9-8 9 8M5 9v11h5v-6h4v6h5V9",
  mail: "M3 5h18v14H3zM3 6l9 7 9-7",
  archive: "M3 4h18v4H3zM5 8v12h14V8M10 12h4",
  download: "M12 4v12M6 10l6 6 6-6M4 20h16",
  key: "M8 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM11 11h10M17 11v4M21 11v3",
  shield: "M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z",
  send: "M4 12l16-8-6 16-3-7zM11 13l9-9",
  refresh: "M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm10 3-5-5",
  close: "M6 6l12 12M18 6 6 18",
  arrow: "M9 6l6 6-6 6",
  check: "M5 12l5 5L20 7",
  more: "M5 12h.01M12 12h.01M19 12h.01",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0",
  users:
    "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M22 21a7 7 0 0 0-4-6.3",
  folder: "M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z",
  eye: "M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  columns: "M4 4h16v16H4zM10 4v16M16 4v16",
  trash: "M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3",
  code: "M8 7l-5 5 5 5M16 7l5 5-5 5",
  file: "M14 3H6v18h12V7zM14 3v4h4",
  upload: "M12 16V4M6 10l6-6 6 6M4 20h16",
  verified:
    "M12 3l2.5 2 3.2-.3.8 3.1 2.5 2-1.4 2.9.6 3.2-3.1.9-1.8 2.7-2.9-1.3-3 1.3-1.7-2.7-3.1-.9.6-3.2L2 10.8l2.5-2 .8-3.1 3.2.3zM8.5 12l2.5 2.5 4.5-5",
  unverified: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8v5M12 16h.01",
  link: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
  edit: "M4 20h4L19 9l-4-4L4 16zM14 6l4 4",
  lock: "M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4",
  logout: "M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10",
  error: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v6M12 16h.01",
  sortUp: "M12 5v14M6 11l6-6 6 6",
  sortDown: "M12 5v14M6 13l6 6 6-6",
  // the four toast kinds: a ticked circle, a crossed circle, a warning triangle, an "i" in a circle
  success: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12.5l2.7 2.7L16 9.5",
  failure: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9l6 6M15 9l-6 6",
  warning: "M12 3.5 2.5 20h19zM12 10v4.5M12 17.5h.01",
  info: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v5.5M12 7.5h.01",
};

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 18, title }: { name: IconName; size?: number; title?: string }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      {title && <title>{title}</title>}
      <path d={PATHS[name]} />
    </svg>
  );
}
