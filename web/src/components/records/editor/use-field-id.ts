import { createContext, useContext } from "react";

/** The id prefix of the record form being rendered: stacked editors must not share input ids. */
export const FieldIdPrefix = createContext("");

/**
 * A document-unique input id for a record field.
 * @example const id = useFieldId(field.name);
 */
export function useFieldId(name: string): string {
  return `${useContext(FieldIdPrefix)}field_${name}`;
}
