/** @module How a one-line text value is drawn: masked or not, a block cursor when focused, a placeholder. */
import { Text } from "ink";

export function LineText({
  value,
  mask,
  focused,
  placeholder,
}: {
  value: string;
  mask?: boolean;
  focused: boolean;
  placeholder?: string;
}) {
  const shown = mask ? "*".repeat(value.length) : value;
  return (
    <Text>
      {shown}
      {focused ? <Text inverse> </Text> : null}
      {!shown && placeholder ? <Text dimColor>{placeholder}</Text> : null}
    </Text>
  );
}
