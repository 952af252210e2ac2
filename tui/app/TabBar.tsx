/** @module The row of tabs; the active one bracketed and inverse. */
import { Box, Text } from "ink";
import { tabLabel } from "./frame-text.ts";
import { TABS, type TabId } from "./tabs.ts";

export function TabBar({ active }: { active: TabId }) {
  return (
    <Box>
      {TABS.map((tab, i) => (
        <Text key={tab.id} inverse={tab.id === active} bold={tab.id === active}>
          {(i > 0 ? " " : "") + tabLabel(tab.key, tab.title, tab.id === active)}
        </Text>
      ))}
    </Box>
  );
}
