/** @module The admins list: email, created, and a mark on the signed-in one. */
import { Box, Text } from "ink";
import type { AdminEntry } from "../../shared/client/generations/admins-api.ts";
import { padCell } from "../logs/log-format.ts";

export function AdminsTable({
  admins,
  selected,
  selfId,
}: {
  admins: AdminEntry[];
  selected: number;
  selfId?: string;
}) {
  return (
    <Box flexDirection="column">
      <Text bold>{"  " + padCell("Email", 40) + padCell("ID", 17) + "Created (UTC)"}</Text>
      {admins.map((admin, i) => (
        <Text key={admin.id} inverse={i === selected} wrap="truncate">
          {(i === selected ? "› " : "  ") +
            padCell(admin.email, 40) +
            padCell(admin.id, 17) +
            admin.created.slice(0, 19)}
          {admin.id === selfId ? <Text color="green"> (you)</Text> : null}
        </Text>
      ))}
    </Box>
  );
}
