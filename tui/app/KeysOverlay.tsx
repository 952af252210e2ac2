/** @module `?`: every key of every view, in columns of key and meaning. */
import { Box, Text } from "ink";
import { GLOBAL_KEYS, type KeyHelp, keyOffered, TABS } from "./tabs.ts";
import { useBackendFeatures } from "./use-backend-features.ts";

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
  const features = useBackendFeatures();
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
            <KeyRows keys={tab.keys.filter((k) => keyOffered(k, features))} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
