export interface ProgressBarProps {
  label: string;
  done: number;
  /** -1 while the total is unknown. */
  total: number;
}

/** A labelled progress bar: "done / total" (or "done" until the total is known). */
export function ProgressBar({ label, done, total }: ProgressBarProps) {
  const known = total >= 0;
  const max = known ? Math.max(total, done, 1) : undefined;
  return (
    <div className="progress">
      <span className="progress-label">
        {label}: {known ? `${done} / ${total}` : done}
      </span>
      <progress aria-label={label} value={known ? done : undefined} max={max} />
    </div>
  );
}
