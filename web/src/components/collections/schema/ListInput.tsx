import { useEffect, useState } from "react";
import { joinList, splitList } from "../../../lib/collections/schema-fields.ts";

export interface ListInputProps {
  id?: string;
  value: readonly string[] | null | undefined;
  onChange: (list: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
}

/** A comma-separated list in one text input; the typed text is kept while it means the same list. */
export function ListInput({ id, value, onChange, placeholder, disabled, required }: ListInputProps) {
  const [text, setText] = useState(joinList(value));
  useEffect(() => {
    setText((current) => (joinList(splitList(current)) === joinList(value) ? current : joinList(value)));
  }, [value]);
  return (
    <input
      id={id}
      className="input"
      spellCheck={false}
      placeholder={placeholder}
      disabled={disabled}
      required={required}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(splitList(e.target.value));
      }}
    />
  );
}
