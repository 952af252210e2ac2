import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { LogEntry } from "../../../shared/client/generations/logs-api.ts";
import { minLevelFilter, parseLogLevel } from "../../../shared/logs/log-levels.ts";
import {
  buildLogsFilter,
  joinFilters,
  LOGS_ERRORS_FILTER,
  timeRangeBounds,
} from "../../../shared/logs/logs-query.ts";
import { preloadRequestsChart } from "../components/base/charts/RequestsChart.tsx";
import { Icon } from "../components/base/Icon.tsx";
import { PageFooter } from "../components/layout/PageFooter.tsx";
import { LogPanel } from "../components/logs/LogPanel.tsx";
import { LogsChart } from "../components/logs/LogsChart.tsx";
import { LogsLevelFilter } from "../components/logs/LogsLevelFilter.tsx";
import { LogsList } from "../components/logs/LogsList.tsx";
import { LogsRangeBar } from "../components/logs/LogsRangeBar.tsx";
import { LogsSearchBar } from "../components/logs/LogsSearchBar.tsx";
import { useHashSearch } from "../lib/hash-location.ts";
import { pushLogsUrl, readLogsUrl } from "../lib/logs/logs-url.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import { backendFeatures } from "../stores/connection.ts";
import { $includeAdminLogs, $logsFilterError, loadLogs, setIncludeAdminLogs } from "../stores/logs/logs.ts";
import { logsApi } from "../stores/logs/logs-api.ts";
import { $logsFollow, clearPendingLogs, setLogsFollow } from "../stores/logs/logs-follow.ts";
import { setSelectedLogs } from "../stores/logs/logs-selection.ts";
import { loadLogsStats } from "../stores/logs/logs-stats.ts";
import "../styles/logs.css";

/**
 * Logs: chart, search, presets, live tail, the windowed list and the log panel; where entries have
 * levels (PocketBase v0.20+, told by the generation's logs adapter) also a minimum level and a Level column.
 */
export default function PageLogs() {
  const hasLevels = logsApi().hasLevels;
  const title = hasLevels ? "Logs" : "Request logs";
  usePageTitle(title);
  const query = useHashSearch();
  const state = useMemo(() => readLogsUrl(query), [query]);
  const includeAdmins = useStore($includeAdminLogs);
  const follow = useStore($logsFollow);
  const filterError = useStore($logsFilterError);
  const [reloadKey, setReloadKey] = useState(0);
  const [selected, setSelected] = useState<LogEntry | null>(null);

  const { text, range, errors } = state;
  // a level in the address means nothing where entries have none (v0.18 request logs)
  const minLevel = hasLevels ? parseLogLevel(state.level) : null;
  // presets count back from the moment of each load: a new query or a refresh moves them on
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey and the query are the triggers
  const now = useMemo(() => new Date(), [query, reloadKey]);
  const filter = useMemo(
    () =>
      buildLogsFilter({
        text,
        range,
        includeAdmins,
        extra: joinFilters(
          errors ? LOGS_ERRORS_FILTER : "",
          minLevel === null ? "" : minLevelFilter(minLevel),
        ),
        now,
      }),
    [text, range, errors, minLevel, includeAdmins, now],
  );
  const bounds = useMemo(() => timeRangeBounds(range, now), [range, now]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the refresh control
  useEffect(() => {
    clearPendingLogs();
    setSelectedLogs([]); // a new list: the ticks belonged to the old one
    void loadLogs(filter, 1);
    // an open end is the moment of this load: the span is then exactly the preset's
    void loadLogsStats(filter, { from: bounds.from, to: bounds.to ?? now.getTime() });
  }, [filter, reloadKey]);

  useEffect(() => {
    preloadRequestsChart(); // the library loads while the stats do
    return () => setLogsFollow(false);
  }, []);

  const refresh = useCallback(() => setReloadKey((k) => k + 1), []);

  const hasFilter = text !== "" || range !== null || errors || minLevel !== null;
  return (
    <main className="page logs-page">
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
        <button type="button" className="btn-icon" aria-label="Refresh" title="Refresh" onClick={refresh}>
          <Icon name="refresh" />
        </button>
        <div className="header-end header-actions">
          <label className="switch logs-switch">
            <input
              type="checkbox"
              role="switch"
              checked={follow}
              aria-checked={follow}
              onChange={(e) => setLogsFollow(e.target.checked)}
            />
            Follow
          </label>
          <label className="switch logs-switch">
            <input
              type="checkbox"
              role="switch"
              checked={includeAdmins}
              aria-checked={includeAdmins}
              onChange={(e) => setIncludeAdminLogs(e.target.checked)}
            />
            {/* v0.23+ calls its admins superusers */}
            Include requests by {backendFeatures().superusers ? "superusers" : "admins"}
          </label>
        </div>
      </header>
      <div className="page-content logs-content">
        <LogsSearchBar value={text} error={filterError} onSubmit={(value) => pushLogsUrl({ text: value })} />
        <LogsRangeBar
          range={range}
          errors={errors}
          onRange={(next) => pushLogsUrl({ range: next })}
          onErrors={(next) => pushLogsUrl({ errors: next })}
        >
          {hasLevels && <LogsLevelFilter value={state.level} onChange={(level) => pushLogsUrl({ level })} />}
        </LogsRangeBar>
        <LogsChart bounds={bounds} onZoom={(zoom) => pushLogsUrl({ range: zoom })} onRetry={refresh} />
        <LogsList
          hasFilter={hasFilter}
          onClearFilter={() => pushLogsUrl({ text: "", range: null, errors: false, level: "" })}
          onRetry={refresh}
          onOpen={setSelected}
          levels={hasLevels}
        />
      </div>
      <LogPanel log={selected} onClose={() => setSelected(null)} />
      <PageFooter />
    </main>
  );
}
