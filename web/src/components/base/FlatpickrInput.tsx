/**
 * The lazily loaded date picker module. Until `flatpickr` is installed it is a text input in the
 * `Y-m-d H:i:S` format (UTC); only this file may import flatpickr.
 */
import { useEffect, useState } from "react";
import type { DateInputProps } from "./DateInput.tsx";

const FULL = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const LAYOUT = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

function complete(text: string): string {
  const t = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return `${t} 12:00:00`;
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(t)) return `${t}:00`;
  return t;
}

export default function FlatpickrInput({ id, value, onChange, required }: DateInputProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    const next = complete(text);
    if (next === "" || LAYOUT.test(next)) {
      if (next !== value) onChange(next);
      setText(next);
    } else {
      setText(value);
    }
  };
  return (
    <input
      id={id}
      className="input"
      value={text}
      required={required}
      placeholder="YYYY-MM-DD HH:MM:SS"
      autoComplete="off"
      onChange={(e) => {
        setText(e.target.value);
        // a complete value is committed at once; partial ones on blur or Enter
        if (FULL.test(e.target.value) && e.target.value !== value) onChange(e.target.value);
      }}
      onBlur={commit}
      onKeyDown={(e) => e.key === "Enter" && commit()}
    />
  );
}
