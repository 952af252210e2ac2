/** @module A confirmation that needs a name typed exactly (restore, delete of a backup). */
import { Box, Text } from "ink";
import { useState } from "react";
import { LineInput } from "./LineInput.tsx";

export interface TypedConfirmProps {
  title: string;
  /** What must be typed. */
  expected: string;
  onConfirm(): void;
  onCancel(): void;
  active: boolean;
}

export function TypedConfirm({ title, expected, onConfirm, onCancel, active }: TypedConfirmProps) {
  const [value, setValue] = useState("");
  const matches = value === expected;
  return (
    <Box flexDirection="column">
      <Text bold color="yellow">
        {title}
      </Text>
      <Text>
        Type <Text bold>{expected}</Text> to confirm:
      </Text>
      <LineInput
        value={value}
        onChange={setValue}
        onSubmit={() => matches && onConfirm()}
        onCancel={onCancel}
        active={active}
      />
      <Text dimColor>{matches ? "Enter to confirm · Esc cancel" : "Esc cancel"}</Text>
    </Box>
  );
}
