/** @module `?`: every key of every view, in columns of key and meaning. */
import { Box, Text } from "ink";
import { GLOBAL_KEYS, type KeyHelp, TABS } from "./tabs.ts";

function KeyRows({ keys }: { keys: KeyHelp[] }) {
  return (
    <>
      {keys.map((k) => (
        <Text key={k.keys + k.label}>
          {"  "}
          <Text bold>{k.keys.padEnd(13)}</Text>
          {k.label}
        </Text>
      ))}
    </>
  );
}

export function KeysOverlay() {
  return (
    <Box flexDirection="column">
      <Text bold>Keys (Esc or ? to close)</Text>
      <Box flexWrap="wrap" columnGap={2}>
        <Box flexDirection="column">
          <Text underline>Everywhere</Text>
          <KeyRows keys={GLOBAL_KEYS} />
        </Box>
        {TABS.map((tab) => (
          <Box key={tab.id} flexDirection="column">
            <Text underline>
              {tab.key} {tab.title}
            </Text>
            <KeyRows keys={tab.keys} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
