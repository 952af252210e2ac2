import { type FormEvent, type ReactNode, useState } from "react";
import {
  LOGS_TIME_PRESETS,
  type LogsTimeRange,
  timeRangeBounds,
} from "../../../../shared/logs/logs-query.ts";

export interface LogsRangeBarProps {
  range: LogsTimeRange;
  errors: boolean;
  onRange: (range: LogsTimeRange) => void;
  onErrors: (errors: boolean) => void;
  /** More filters on the same line (the minimum level on v0.20+). */
  children?: ReactNode;
}

/** `datetime-local` value (UTC) of epoch ms, or "". */
function toInput(time: number | null): string {
  return time === null ? "" : new Date(time).toISOString().slice(0, 16);
}

/** Epoch ms of a `datetime-local` value read as UTC, or null. */
function fromInput(value: string): number | null {
  if (!value) return null;
  const time = Date.parse(`${value}:00Z`);
  return Number.isNaN(time) ? null : time;
}

/** Time presets, a custom UTC range, "Jump to errors" and any filters passed as children. */
export function LogsRangeBar({ range, errors, onRange, onErrors, children }: LogsRangeBarProps) {
  const custom = range !== null && !("preset" in range) ? range : null;
  const [editing, setEditing] = useState(false);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");

  function openCustom() {
    // start from what is shown: a preset becomes its bounds up to now
    const now = new Date();
    const shown = timeRangeBounds(range, now);
    setFrom(toInput(shown.from));
    setTo(toInput(shown.to ?? (shown.from === null ? null : now.getTime())));
    setEditing(true);
  }

  function applyCustom(e: FormEvent) {
    e.preventDefault();
    const a = fromInput(from);
    const b = fromInput(to);
    setEditing(false);
    onRange(a === null && b === null ? null : { from: a, to: b });
  }

  const isActive = (id: string | null) =>
    id === null ? range === null : range !== null && "preset" in range && range.preset === id;
  return (
    <div className="logs-rangebar">
      <fieldset className="btn-group" aria-label="Time range">
        <button
          type="button"
          className="btn btn-sm"
          aria-pressed={isActive(null)}
          onClick={() => onRange(null)}
        >
          All
        </button>
        {LOGS_TIME_PRESETS.map((preset) => (
          <button
            key={preset.id}
            type="button"
            className="btn btn-sm"
            aria-pressed={isActive(preset.id)}
            onClick={() => onRange({ preset: preset.id })}
          >
            {preset.label}
          </button>
        ))}
        <button type="button" className="btn btn-sm" aria-pressed={custom !== null} onClick={openCustom}>
          {custom ? `${toInput(custom.from) || "…"} – ${toInput(custom.to) || "…"} UTC` : "Custom"}
        </button>
      </fieldset>
      <button
        type="button"
        className={`btn btn-sm ${errors ? "btn-danger" : "btn-secondary"}`}
        aria-pressed={errors}
        onClick={() => onErrors(!errors)}
      >
        {errors ? "Show all statuses" : "Jump to errors"}
      </button>
      {children}
      {editing && (
        <form className="logs-custom-range" onSubmit={applyCustom}>
          <label>
            From (UTC)
            <input
              className="input input-sm"
              type="datetime-local"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </label>
          <label>
            To (UTC)
            <input
              className="input input-sm"
              type="datetime-local"
              value={to}
              onChange={(e) => setTo(e.target.value)}
            />
          </label>
          <button type="submit" className="btn btn-sm btn-primary">
            Apply
          </button>
          <button type="button" className="btn btn-sm btn-secondary" onClick={() => setEditing(false)}>
            Cancel
          </button>
        </form>
      )}
    </div>
  );
}
