import { InputField, type InputFieldProps } from "../base/InputField.tsx";

/**
 * A settings input's props: `name` is the error path (`meta.appName`) and also gives the input id
 * (`field-meta.appName`) the settings search jumps to.
 */
export type SettingsInputProps = Omit<InputFieldProps, "id" | "autoComplete" | "minLength" | "type"> & {
  type?: "text" | "email" | "url" | "number";
};

/** The id of a settings field's input (search targets use it). */
export function settingsFieldId(name: string): string {
  return `field-${name}`;
}

/** A labelled settings input with its server error below (its id is the settings search target). */
export function SettingsInput(props: SettingsInputProps) {
  return <InputField {...props} id={settingsFieldId(props.name)} autoComplete="off" />;
}
