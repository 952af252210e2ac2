/** @module A yes/no question: `y` confirms; `n`, Esc or Enter answer no (no is the default). */
import { Box, Text } from "ink";
import { useKeys } from "../app/use-keys.ts";

export interface ConfirmPromptProps {
  text: string;
  onYes(): void;
  onNo(): void;
  active: boolean;
}

export function ConfirmPrompt({ text, onYes, onNo, active }: ConfirmPromptProps) {
  useKeys(
    (input, key) => {
      if (input === "y" || input === "Y") onYes();
      else if (input === "n" || input === "N" || key.escape || key.return) onNo();
    },
    { active, capture: active },
  );
  return (
    <Box flexDirection="column">
      <Text color="yellow">{text}</Text>
      <Text>
        <Text bold>y</Text> Yes · <Text bold>n</Text> No
      </Text>
    </Box>
  );
}
