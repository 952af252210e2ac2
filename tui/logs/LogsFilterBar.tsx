/** @module The logs view's top line: the ranges, admins toggle, minimum level (v0.20+), the filter (editable), count, follow. */
import { Box, Text } from "ink";
import { LineInput } from "../common/LineInput.tsx";
import type { LogsRangeChoice } from "./log-ranges.ts";

export interface LogsFilterBarProps {
  ranges: readonly LogsRangeChoice[];
  /** The id of the selected range. */
  range: string;
  includeAdmins: boolean;
  /** `Admins`, or `Superusers` on v0.23+ (what that server calls them). */
  adminsLabel: string;
  /** The minimum level shown (`all`, `warn`...); null where logs have no level (v0.18). */
  level: string | null;
  text: string;
  editing: boolean;
  draft: string;
  onDraft(value: string): void;
  onSubmit(value: string): void;
  onCancel(): void;
  total: number | null;
  following: boolean;
}

export function LogsFilterBar(props: LogsFilterBarProps) {
  const { ranges, range, includeAdmins, adminsLabel, level, text, editing, total, following } = props;
  return (
    <Box flexDirection="column">
      <Box gap={2}>
        <Text>{ranges.map((r) => (r.id === range ? `[${r.id}]` : ` ${r.id} `)).join("")}</Text>
        <Text>
          {adminsLabel}: {includeAdmins ? "included" : "excluded"}
        </Text>
        {level === null ? null : <Text>Level: {level === "all" ? "all" : `${level}+`}</Text>}
        <Text>{total === null ? "Loading..." : `${total} log(s)`}</Text>
        {following ? <Text color="green">following</Text> : null}
      </Box>
      <Box>
        <Text>Filter: </Text>
        {editing ? (
          <LineInput
            value={props.draft}
            onChange={props.onDraft}
            onSubmit={props.onSubmit}
            onCancel={props.onCancel}
            active
            placeholder='text or e.g. status >= 400 && method = "GET"'
          />
        ) : (
          <Text dimColor={!text}>{text || "(none, / to search)"}</Text>
        )}
      </Box>
    </Box>
  );
}
