/**
 * @module Logs explorer: histogram over the range, filter, scrolling list, detail pane, next error,
 * follow; on PocketBase v0.20+ (generic logs) a level column and a minimum level (`v`).
 */
import { Box, Text } from "ink";
import { useContext, useEffect, useMemo, useState } from "react";
import { LOG_LEVELS, minLevelFilter } from "../../shared/logs/log-levels.ts";
import { buildLogsFilter } from "../../shared/logs/logs-query.ts";
import { StartOptionsContext } from "../app/contexts.ts";
import { useBodySize } from "../app/use-body-size.ts";
import { useKeys } from "../app/use-keys.ts";
import type { ViewProps } from "../app/views.ts";
import { type ListWindow, moveWindow, visibleOffset } from "../common/list-window.ts";
import { LogDetail } from "./LogDetail.tsx";
import { LogsFilterBar } from "./LogsFilterBar.tsx";
import { LogsHistogram } from "./LogsHistogram.tsx";
import { LogsTable } from "./LogsTable.tsx";
import { isErrorLog } from "./log-format.ts";
import { initialRange, logsRangeChoices } from "./log-ranges.ts";
import { useLogsApi } from "./use-logs-api.ts";
import { useLogsChart } from "./use-logs-chart.ts";
import { useRequestLogs } from "./use-request-logs.ts";

/** How often follow mode asks for new entries. */
const FOLLOW_INTERVAL_MS = 2000;
const CHART_ROWS = 4;

export function LogsView({ active }: ViewProps) {
  const api = useLogsApi();
  const hasLevels = api.logs?.hasLevels === true;
  /** Index in LOG_LEVELS of the minimum level shown, or -1 for all (`v` cycles it). */
  const [minLevel, setMinLevel] = useState(-1);
  const { width, height } = useBodySize();
  const { since } = useContext(StartOptionsContext);
  const ranges = useMemo(() => logsRangeChoices(since), [since]);
  const [range, setRange] = useState(() => initialRange(ranges, since));
  const [includeAdmins, setIncludeAdmins] = useState(false);
  const [text, setText] = useState("");
  const [draft, setDraft] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [chartKey, setChartKey] = useState(0);
  const [view, setView] = useState<ListWindow>({ selected: 0, offset: 0 });
  const [detail, setDetail] = useState(false);
  const [following, setFollowing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey moves "now" forward for the presets
  const query = useMemo(() => {
    const now = new Date();
    // "all" has no lower bound: the chart starts at the oldest request kept
    const from = range.ms === null ? null : now.getTime() - range.ms;
    const bounds = { from, to: now.getTime() };
    const level = LOG_LEVELS[minLevel];
    const filter = buildLogsFilter({
      text,
      range: from === null ? null : { from, to: null },
      includeAdmins,
      extra: level ? minLevelFilter(level.level) : "",
      now,
    });
    return { filter, bounds };
  }, [text, range, includeAdmins, minLevel, reloadKey]);
  const list = useRequestLogs(api.logs, query.filter, reloadKey);
  const chart = useLogsChart(api.logs, query.filter, query.bounds, reloadKey * 1000 + chartKey);

  // the detail pane needs the rows of the chart, which hides meanwhile
  const chartRows = detail ? 0 : CHART_ROWS + 1;
  const listHeight = Math.max(3, height - 2 - chartRows - 1 - 1);
  const count = list.logs.length;
  const selected = Math.min(view.selected, Math.max(0, count - 1));
  const offset = visibleOffset(view.offset, selected, listHeight);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query starts at the top
  useEffect(() => setView({ selected: 0, offset: 0 }), [query.filter]);

  useEffect(() => {
    if (!following || !active) return;
    const timer = setInterval(() => {
      list.pollNew().then(
        (added) => {
          if (added > 0) {
            setView({ selected: 0, offset: 0 });
            setChartKey((k) => k + 1);
          }
        },
        () => {}, // the next tick tries again; the list keeps what it has
      );
    }, FOLLOW_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [following, active, list.pollNew]);

  const move = (index: number) => {
    setFollowing(false);
    setView((v) => moveWindow(v, index, count, listHeight));
    if (index >= count - 1 && list.hasMore) void list.loadMore();
  };

  const nextError = async () => {
    let logs = list.logs;
    for (;;) {
      const found = logs.findIndex((log, i) => i > selected && isErrorLog(log));
      if (found >= 0) {
        setNotice(null);
        setFollowing(false);
        return setView((v) => moveWindow(v, found, logs.length, listHeight));
      }
      const before = logs.length;
      logs = await list.loadMore();
      if (logs.length === before) return setNotice("No more errors.");
    }
  };

  useKeys(
    (input, key) => {
      if (key.escape) return setDetail(false);
      if (key.return) return count > 0 && setDetail((d) => !d);
      if (key.upArrow || input === "k") return move(selected - 1);
      if (key.downArrow || input === "j") return move(selected + 1);
      if (key.pageUp) return move(selected - listHeight);
      if (key.pageDown) return move(selected + listHeight);
      if (key.home) return move(0);
      if (key.end) return move(count - 1);
      if (input === "/") return setDraft(text);
      if (input === "a") return setIncludeAdmins((v) => !v);
      if (input === "v" && hasLevels) return setMinLevel((i) => ((i + 2) % (LOG_LEVELS.length + 1)) - 1);
      if (input === "R") return setReloadKey((k) => k + 1);
      if (input === "e") return void nextError();
      if (input === "f") {
        setFollowing((f) => !f);
        return setView({ selected: 0, offset: 0 });
      }
      if (input === "r") {
        const i = ranges.findIndex((r) => r.id === range.id);
        setRange(ranges[(i + 1) % ranges.length]);
      }
    },
    { active: active && draft === null },
  );

  const detailWidth = detail && count > 0 ? Math.max(30, Math.floor(width * 0.45)) : 0;
  const status =
    api.error ??
    list.error ??
    notice ??
    (list.loading ? "Loading..." : count === 0 ? "No logs found." : null);
  return (
    <Box flexDirection="column">
      <LogsFilterBar
        ranges={ranges}
        range={range.id}
        includeAdmins={includeAdmins}
        adminsLabel={api.adminsLabel}
        level={hasLevels ? (LOG_LEVELS[minLevel]?.name ?? "all") : null}
        text={text}
        editing={draft !== null}
        draft={draft ?? ""}
        onDraft={setDraft}
        onSubmit={(value) => {
          setText(value.trim());
          setDraft(null);
        }}
        onCancel={() => setDraft(null)}
        total={chart.total}
        following={following}
      />
      {chartRows > 0 && (
        <LogsHistogram
          buckets={chart.buckets}
          width={width}
          height={CHART_ROWS}
          hourlyOnly={chart.hourlyOnly}
        />
      )}
      <Box>
        <LogsTable
          logs={list.logs}
          offset={offset}
          height={listHeight}
          selected={selected}
          width={width - detailWidth}
          levels={hasLevels}
        />
        {detailWidth > 0 && (
          <LogDetail log={list.logs[selected]} width={detailWidth} height={listHeight + 1} />
        )}
      </Box>
      <Text
        color={api.error || list.error ? "red" : undefined}
        dimColor={!(api.error || list.error)}
        wrap="truncate"
      >
        {status ?? `${selected + 1} of ${count}${list.hasMore ? "+" : ""} loaded`}
      </Text>
    </Box>
  );
}
