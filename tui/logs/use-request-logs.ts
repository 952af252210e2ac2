/** @module The logs list: pages loaded on demand, newest first; newer entries merged in for follow mode. */
import { useCallback, useEffect, useRef, useState } from "react";
import type { LogEntry, LogsApi } from "../../shared/client/generations/logs-api.ts";
import { apiErrorMessage, isAbortError } from "../common/api-error.ts";

export const LOGS_PAGE_SIZE = 100;

export interface RequestLogsState {
  logs: LogEntry[];
  loading: boolean;
  error: string | null;
  hasMore: boolean;
}

/** The state with the query it belongs to: a render never shows rows of the previous filter. */
interface KeyedState extends RequestLogsState {
  key: string;
}

export interface RequestLogs extends RequestLogsState {
  /** Loads the next page; resolves to the whole list after it (unchanged when there is no more). */
  loadMore(): Promise<LogEntry[]>;
  /** Prepends entries newer than the first loaded one; resolves to how many came in. */
  pollNew(): Promise<number>;
}

/**
 * Loads the first page again whenever `filter` or `reloadKey` changes, through the logs adapter of
 * the server's generation (`api`; null while it is not known yet: loading).
 */
export function useRequestLogs(api: LogsApi | null, filter: string, reloadKey: number): RequestLogs {
  const key = `${reloadKey} ${filter}`;
  const [state, setState] = useState<KeyedState>({
    key: "",
    logs: [],
    loading: true,
    error: null,
    hasMore: false,
  });
  const current = useRef(state);
  current.current = state;
  const generation = useRef(0);
  const page = useRef(1);

  const apply = useCallback((next: KeyedState) => {
    current.current = next;
    setState(next);
  }, []);

  useEffect(() => {
    const mine = ++generation.current;
    page.current = 1;
    apply({ key, logs: [], loading: true, error: null, hasMore: false });
    if (!api) return;
    api.list(1, LOGS_PAGE_SIZE, { filter, requestKey: null }).then(
      (logs) =>
        mine === generation.current &&
        apply({ key, logs, loading: false, error: null, hasMore: logs.length === LOGS_PAGE_SIZE }),
      (err) => {
        if (mine !== generation.current || isAbortError(err)) return;
        apply({ key, logs: [], loading: false, error: apiErrorMessage(err), hasMore: false });
      },
    );
  }, [api, filter, key, apply]);

  const loadMore = useCallback(async () => {
    const now = current.current;
    if (!api || !now.hasMore || now.loading) return now.logs;
    const mine = generation.current;
    apply({ ...now, loading: true });
    try {
      const more = await api.list(page.current + 1, LOGS_PAGE_SIZE, {
        filter,
        requestKey: null,
      });
      if (mine !== generation.current) return current.current.logs;
      page.current += 1;
      const known = new Set(now.logs.map((l) => l.id));
      const logs = [...now.logs, ...more.filter((l) => !known.has(l.id))];
      apply({ ...now, logs, loading: false, error: null, hasMore: more.length === LOGS_PAGE_SIZE });
      return logs;
    } catch (err) {
      if (mine === generation.current)
        apply({ ...now, loading: false, error: isAbortError(err) ? null : apiErrorMessage(err) });
      return now.logs;
    }
  }, [api, filter, apply]);

  const pollNew = useCallback(async () => {
    const mine = generation.current;
    if (!api) return 0;
    const fresh = await api.list(1, LOGS_PAGE_SIZE, { filter, requestKey: null });
    const now = current.current;
    if (mine !== generation.current) return 0;
    const known = new Set(now.logs.map((l) => l.id));
    const added = fresh.filter((l) => !known.has(l.id));
    if (added.length > 0) apply({ ...now, logs: [...added, ...now.logs], error: null });
    return added.length;
  }, [api, filter, apply]);

  const { key: stateKey, ...shown } = state;
  if (stateKey !== key) return { logs: [], loading: true, error: null, hasMore: false, loadMore, pollNew };
  return { ...shown, loadMore, pollNew };
}
