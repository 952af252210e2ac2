/** @module One line telling the outcome of the last action (success in green, failure in red). */
import { Text } from "ink";

export interface NoticeState {
  kind: "success" | "error" | "info";
  text: string;
}

export function Notice({ notice }: { notice: NoticeState | null }) {
  if (!notice) return null;
  const color = notice.kind === "success" ? "green" : notice.kind === "error" ? "red" : undefined;
  return (
    <Text color={color} wrap="truncate">
      {notice.text}
    </Text>
  );
}
