import { useId } from "react";
import { optionalNumber } from "../../lib/collections/schema-fields.ts";
import { Field } from "../base/Field.tsx";

/** An on/off switch of an auth setting (`mfa.enabled`, `options.allowEmailAuth`...), labelled, with its error path. */
export function OptionSwitch(props: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <Field name={props.name}>
      <label className="switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={props.checked}
          checked={props.checked}
          onChange={(e) => props.onChange(e.target.checked)}
        />
        <span className="switch-label">{props.label}</span>
      </label>
    </Field>
  );
}

/** A labelled text input of a v0.23+ auth setting. */
export function OptionText(props: {
  name: string;
  label: string;
  value: unknown;
  onChange: (text: string) => void;
  type?: "text" | "password" | "url";
  placeholder?: string;
}) {
  const id = useId();
  return (
    <Field name={props.name} label={props.label} htmlFor={id}>
      <input
        id={id}
        className="input"
        type={props.type ?? "text"}
        autoComplete="off"
        spellCheck={false}
        placeholder={props.placeholder}
        value={typeof props.value === "string" ? props.value : ""}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Field>
  );
}

/** A labelled whole-number input (durations in seconds, lengths) of a v0.23+ auth setting. */
export function OptionNumber(props: {
  name: string;
  label: string;
  value: unknown;
  onChange: (n: number) => void;
}) {
  const id = useId();
  return (
    <Field name={props.name} label={props.label} htmlFor={id}>
      <input
        id={id}
        className="input"
        type="number"
        step={1}
        min={0}
        value={typeof props.value === "number" ? props.value : ""}
        onChange={(e) => props.onChange(optionalNumber(e.target.value) ?? 0)}
      />
    </Field>
  );
}

/** The subject and HTML body of one email template (`otp.emailTemplate`, `verificationTemplate`...). */
export function EmailTemplateFields(props: {
  name: string;
  title: string;
  value: unknown;
  onChange: (template: { subject: string; body: string }) => void;
}) {
  const id = useId();
  const template = (props.value ?? {}) as { subject?: string; body?: string };
  const current = { subject: template.subject ?? "", body: template.body ?? "" };
  return (
    <fieldset className="field email-template-fields">
      <legend className="field-label">{props.title}</legend>
      <OptionText
        name={`${props.name}.subject`}
        label="Subject"
        value={current.subject}
        onChange={(subject) => props.onChange({ ...current, subject })}
      />
      <Field name={`${props.name}.body`} label="Body (HTML)" htmlFor={`${id}body`}>
        <textarea
          id={`${id}body`}
          className="input"
          rows={5}
          spellCheck={false}
          value={current.body}
          onChange={(e) => props.onChange({ ...current, body: e.target.value })}
        />
      </Field>
    </fieldset>
  );
}
