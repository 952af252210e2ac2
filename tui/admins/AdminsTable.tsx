/** @module The admins list: email, created, and a mark on the signed-in one. */
import { Box, Text } from "ink";
import type { Admin } from "../../shared/client/index.ts";
import { fit } from "../logs/log-format.ts";

export function AdminsTable({ admins, selected, selfId }: { admins: Admin[]; selected: number; selfId?: string }) {
  return (
    <Box flexDirection="column">
      <Text bold>{"  " + fit("Email", 40) + fit("ID", 17) + "Created (UTC)"}</Text>
      {admins.map((admin, i) => (
        <Text key={admin.id} inverse={i === selected} wrap="truncate">
          {(i === selected ? "› " : "  ") + fit(admin.email, 40) + fit(admin.id, 17) + admin.created.slice(0, 19)}
          {admin.id === selfId ? <Text color="green"> (you)</Text> : null}
        </Text>
      ))}
    </Box>
  );
}
