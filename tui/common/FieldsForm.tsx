/** @module A form of text fields, one focused at a time, with the API's field errors under each field. */
import { Box, Text } from "ink";
import { useRef, useState } from "react";
import { useKeys } from "../app/use-keys.ts";
import { apiErrorMessage, apiFieldErrors, isAbortError } from "./api-error.ts";
import { LineText } from "./LineText.tsx";
import { editLine } from "./line-editing.ts";

export interface FormField {
  name: string;
  label: string;
  mask?: boolean;
  placeholder?: string;
}

export interface FieldsFormProps {
  title: string;
  fields: FormField[];
  /** Values the fields start with. */
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
  // one key handler for the whole form, reading refs: keys may come faster than renders
  const state = useRef({ values, focus, busy });

  const update = (next: Partial<typeof state.current>) => {
    state.current = { ...state.current, ...next };
    if (next.values) setValues(next.values);
    if (next.focus !== undefined) setFocus(next.focus);
    if (next.busy !== undefined) setBusy(next.busy);
  };

  const submit = async () => {
    update({ busy: true });
    setMessage(null);
    try {
      await onSubmit(state.current.values);
    } catch (err) {
      if (isAbortError(err)) return;
      const fieldErrors = apiFieldErrors(err);
      setErrors(fieldErrors);
      setMessage(apiErrorMessage(err));
      const first = fields.findIndex((f) => fieldErrors[f.name]);
      if (first >= 0) update({ focus: first });
    } finally {
      update({ busy: false });
    }
  };

  useKeys(
    (input, key) => {
      const { values: current, focus: at, busy: sending } = state.current;
      if (sending) return;
      if (key.tab || key.downArrow) return update({ focus: Math.min(fields.length - 1, at + 1) });
      if (key.upArrow) return update({ focus: Math.max(0, at - 1) });
      const name = fields[at].name;
      const edit = editLine(current[name], input, key);
      if (edit?.kind === "cancel") return onCancel();
      if (edit?.kind === "submit") {
        if (edit.value !== undefined) update({ values: { ...current, [name]: edit.value } });
        return at < fields.length - 1 ? update({ focus: at + 1 }) : void submit();
      }
      if (edit?.kind === "change") {
        update({ values: { ...current, [name]: edit.value } });
        setErrors(({ [name]: _cleared, ...rest }) => rest);
      }
    },
    { active, capture: active },
  );

  return (
    <Box flexDirection="column">
      <Text bold>{title}</Text>
      {fields.map((field, i) => (
        <Box key={field.name} flexDirection="column">
          <Box>
            <Text
              color={i === focus ? "cyan" : undefined}
            >{`${i === focus ? "›" : " "} ${field.label}: `}</Text>
            <LineText
              value={values[field.name]}
              mask={field.mask}
              placeholder={i === focus ? field.placeholder : undefined}
              focused={active && !busy && i === focus}
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
