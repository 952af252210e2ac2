import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import type { LogEntry } from "../../../../shared/client/generations/logs-api.ts";
import { useChunkedCount } from "../../lib/use-chunked-count.ts";
import {
  $logs,
  $logsError,
  $logsHasMore,
  $logsLoading,
  $logsTotal,
  currentLogsFilter,
  loadMoreLogs,
} from "../../stores/logs/logs.ts";
import {
  $logsFollow,
  $logsPending,
  FOLLOW_INTERVAL,
  flushPendingLogs,
  pollNewLogs,
} from "../../stores/logs/logs-follow.ts";
import { $selectedLogIds, setSelectedLogs, toggleLogSelected } from "../../stores/logs/logs-selection.ts";
import { LogsSelectionBar } from "./LogsSelectionBar.tsx";
import { LOG_ROW_HEIGHT, LogsTable } from "./LogsTable.tsx";
import { useWindowRows } from "./use-window-rows.ts";

/** Scroll distance from the bottom (px) that loads the next page. */
const SCROLL_THRESHOLD = 200;
/** Rows are rendered in chunks of this size, one chunk per task (spec: logs 10). */
export const LOGS_RENDER_CHUNK = 10;

export interface LogsListProps {
  hasFilter: boolean;
  onClearFilter: () => void;
  onRetry: () => void;
  onOpen: (log: LogEntry) => void;
  /** Entries have levels (v0.20+): the table's Level column. */
  levels: boolean;
}

/** The logs rows: windowed table, paging, live tail with its "N new" pill, and the empty and error states. */
export function LogsList({ hasFilter, onClearFilter, onRetry, onOpen, levels }: LogsListProps) {
  const logs = useStore($logs);
  const loading = useStore($logsLoading);
  const error = useStore($logsError);
  const hasMore = useStore($logsHasMore);
  const totalState = useStore($logsTotal);
  const follow = useStore($logsFollow);
  const pending = useStore($logsPending);
  const selected = useStore($selectedLogIds);
  const scrollRef = useRef<HTMLDivElement>(null);
  // the window never passes the rows rendered so far; the spacer below keeps the full height
  const shown = useChunkedCount(logs.length, LOGS_RENDER_CHUNK);
  const { start, end, measure } = useWindowRows(scrollRef, shown, LOG_ROW_HEIGHT);
  const [hovered, setHovered] = useState(false);
  const [scrolledAway, setScrolledAway] = useState(false);
  const holdRef = useRef(false);
  holdRef.current = hovered || scrolledAway;

  // live tail: poll while following; held rows wait while hovered or scrolled away
  useEffect(() => {
    if (!follow) return;
    const timer = setInterval(() => void pollNewLogs(holdRef.current), FOLLOW_INTERVAL);
    return () => clearInterval(timer);
  }, [follow]);

  // back at the top and not hovered: show what was held
  useEffect(() => {
    if (!hovered && !scrolledAway) flushPendingLogs();
  }, [hovered, scrolledAway]);

  function onScroll() {
    const el = scrollRef.current;
    if (!el) return;
    measure();
    setScrolledAway(el.scrollTop > LOG_ROW_HEIGHT);
    if (el.scrollHeight - el.scrollTop - el.clientHeight < SCROLL_THRESHOLD) void loadMoreLogs();
  }

  function showPending() {
    scrollRef.current?.scrollTo({ top: 0 });
    setScrolledAway(false);
    flushPendingLogs();
  }

  const total = totalState && totalState.filter === currentLogsFilter() ? totalState.total : null;
  const remaining = total === null ? null : Math.max(0, total - logs.length);
  const canLoadMore = hasMore && remaining !== 0;

  return (
    // hovering the list or its pill pauses the live tail
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only pauses the live tail
    <div className="logs-list" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      {error && (
        <div className="alert alert-danger" role="alert">
          <span>{error}</span>
          <button type="button" className="btn btn-sm btn-secondary" onClick={onRetry}>
            Retry
          </button>
        </div>
      )}
      <LogsSelectionBar />
      {pending.length > 0 && (
        <button type="button" className="btn btn-sm btn-primary logs-new-pill" onClick={showPending}>
          {pending.length} new
        </button>
      )}
      <div ref={scrollRef} className="table-wrapper logs-scroll" onScroll={onScroll}>
        <LogsTable
          logs={logs}
          start={start}
          end={end}
          onOpen={onOpen}
          selected={selected}
          onToggle={toggleLogSelected}
          onToggleAll={() => setSelectedLogs(selected.size === logs.length ? [] : logs.map((l) => l.id))}
          levels={levels}
        />
        {loading && logs.length === 0 && (
          <div className="state-panel" aria-busy="true">
            <span className="spinner" aria-hidden="true" />
          </div>
        )}
        {!loading && logs.length === 0 && !error && (
          <div className="state-panel">
            <p>No logs found.</p>
            {hasFilter && (
              <button type="button" className="btn btn-secondary" onClick={onClearFilter}>
                Clear filters
              </button>
            )}
          </div>
        )}
        {logs.length > 0 && (
          <div className="list-footer">
            <span className="muted">
              Showing {logs.length} of {total ?? "…"}
            </span>
            {canLoadMore && (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={loading}
                onClick={() => void loadMoreLogs()}
              >
                {remaining === null ? "Load more" : `Load more (${remaining})`}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
