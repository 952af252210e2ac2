/** @module A form of text fields, one focused at a time, with the API's field errors under each field. */
import { Box, Text, useInput } from "ink";
import { useState } from "react";
import { apiErrorMessage, apiFieldErrors, isAbortError } from "./api-error.ts";
import { LineInput } from "./LineInput.tsx";

export interface FormField {
  name: string;
  label: string;
  mask?: boolean;
  placeholder?: string;
}

export interface FieldsFormProps {
  title: string;
  fields: FormField[];
  initial?: Record<string, string>;
  /** Sends the values; a thrown API error is shown (message and field errors) and the form stays. */
  onSubmit(values: Record<string, string>): Promise<void>;
  onCancel(): void;
  active: boolean;
}

export function FieldsForm({ title, fields, initial, onSubmit, onCancel, active }: FieldsFormProps) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, initial?.[f.name] ?? ""])),
  );
  const [focus, setFocus] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await onSubmit(values);
    } catch (err) {
      if (isAbortError(err)) return;
      const fieldErrors = apiFieldErrors(err);
      setErrors(fieldErrors);
      setMessage(apiErrorMessage(err));
      const first = fields.findIndex((f) => fieldErrors[f.name]);
      if (first >= 0) setFocus(first);
    } finally {
      setBusy(false);
    }
  };

  // field navigation besides the focused input's own keys
  useInput(
    (_input, key) => {
      if (key.tab || key.downArrow) setFocus((f) => Math.min(fields.length - 1, f + 1));
      else if (key.upArrow) setFocus((f) => Math.max(0, f - 1));
    },
    { isActive: active && !busy },
  );

  return (
    <Box flexDirection="column">
      <Text bold>{title}</Text>
      {fields.map((field, i) => (
        <Box key={field.name} flexDirection="column">
          <Box>
            <Text color={i === focus ? "cyan" : undefined}>{`${i === focus ? "›" : " "} ${field.label}: `}</Text>
            <LineInput
              value={values[field.name]}
              mask={field.mask}
              placeholder={field.placeholder}
              active={active && !busy && i === focus}
              onChange={(value) => {
                setValues((v) => ({ ...v, [field.name]: value }));
                setErrors(({ [field.name]: _cleared, ...rest }) => rest);
              }}
              onSubmit={() => (i < fields.length - 1 ? setFocus(i + 1) : void submit())}
              onCancel={onCancel}
            />
          </Box>
          {errors[field.name] ? <Text color="red">{`    ${errors[field.name]}`}</Text> : null}
        </Box>
      ))}
      {busy ? <Text dimColor>Saving…</Text> : null}
      {message && !busy ? <Text color="red">{message}</Text> : null}
      <Text dimColor>Enter next/submit · ↑↓ fields · Esc cancel</Text>
    </Box>
  );
}
