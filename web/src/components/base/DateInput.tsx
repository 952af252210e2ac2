/** Usage note: flatpickr loads lazily; a read-only text input shows while it loads. */
import { onDemand, useOnDemand } from "../../lib/on-demand.ts";

export interface DateInputProps {
  id?: string;
  /** `YYYY-MM-DD HH:MM:SS` (UTC) or "" (the input was cleared). */
  value: string;
  /** Called with `YYYY-MM-DD HH:MM:SS` or "" (calendar picks are debounced by 300 ms, flushed on close). */
  onChange: (value: string) => void;
  required?: boolean;
  /** Earliest pickable moment, `YYYY-MM-DD HH:MM:SS` UTC (the date field's min option). */
  min?: string;
  /** Latest pickable moment, `YYYY-MM-DD HH:MM:SS` UTC (the date field's max option). */
  max?: string;
  placeholder?: string;
}

const flatpickrInput = onDemand<DateInputProps>(() => import("./FlatpickrInput.tsx"));

/**
 * A UTC date-time input (flatpickr), loaded on demand. The text shown is the UTC value itself;
 * a complete typed value is taken at once, a partial one on blur or Enter. Callers render their
 * own clear button for optional values.
 */
export function DateInput(props: DateInputProps) {
  const FlatpickrInput = useOnDemand(flatpickrInput);
  if (FlatpickrInput) return <FlatpickrInput {...props} />;
  return (
    <input id={props.id} className="input" value={props.value} placeholder={props.placeholder} readOnly />
  );
}
