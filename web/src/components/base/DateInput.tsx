/** Usage note: the date picker module loads lazily; a text input shows while it loads. */
import { lazy, Suspense } from "react";

export interface DateInputProps {
  id?: string;
  /** `YYYY-MM-DD HH:MM:SS` (UTC) or "". */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}

const FlatpickrInput = lazy(() => import("./FlatpickrInput.tsx"));

/** A UTC date-time input (flatpickr once installed), loaded on demand. */
export function DateInput(props: DateInputProps) {
  return (
    <Suspense fallback={<input id={props.id} className="input" value={props.value} readOnly />}>
      <FlatpickrInput {...props} />
    </Suspense>
  );
}
