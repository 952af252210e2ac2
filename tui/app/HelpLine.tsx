/** @module The last line of the frame: the keys of the active view and the global ones. */
import { Text } from "ink";
import type { BackendFeatures } from "./contexts.ts";
import { helpLineText } from "./frame-text.ts";
import type { TabId } from "./tabs.ts";

export function HelpLine({
  active,
  width,
  features,
}: {
  active: TabId | null;
  width: number;
  features: BackendFeatures;
}) {
  return (
    <Text dimColor wrap="truncate">
      {helpLineText(active, width, features)}
    </Text>
  );
}
