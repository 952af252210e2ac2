/** @module `?`: every key of every view, in columns of key and meaning. */
import { Box, Text } from "ink";
import type { BackendFeatures } from "./contexts.ts";
import { GLOBAL_KEYS, type KeyHelp, keyLabel, keyOffered, TABS } from "./tabs.ts";
import { useBackendFeatures } from "./use-backend-features.ts";

function KeyRows({ keys, features }: { keys: KeyHelp[]; features: BackendFeatures }) {
  return (
    <>
      {keys.map((k) => (
        <Text key={k.keys + k.label}>
          {"  "}
          <Text bold>{k.keys.padEnd(13)}</Text>
          {keyLabel(k, features)}
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
          <KeyRows keys={GLOBAL_KEYS} features={features} />
        </Box>
        {TABS.map((tab) => (
          <Box key={tab.id} flexDirection="column">
            <Text underline>
              {tab.key} {tab.title}
            </Text>
            <KeyRows keys={tab.keys.filter((k) => keyOffered(k, features))} features={features} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
