/** @module `pbdeck fleet`: every saved backend at a glance, checked concurrently and refreshed every 30 s. */
import { Box, Text, useApp, useInput } from "ink";
import { useCallback, useEffect, useRef, useState } from "react";
import type { FleetRow } from "../../shared/fleet/fleet-row.ts";
import { useTerminalSize } from "../app/use-terminal-size.ts";
import { FindingsList } from "../doctor/FindingsList.tsx";
import { FleetTable } from "./FleetTable.tsx";

/** How often every row is checked again (ms). */
export const FLEET_REFRESH_MS = 30_000;
/** Rows arriving within this long are drawn together (ms). */
const FLUSH_MS = 50;

export interface FleetAppProps {
  names: string[];
  urls: Record<string, string>;
  /** Checks one profile; never rejects (a failure is in the row). `onStatus` gets an early row once it is known up. */
  check(name: string, onStatus: (row: FleetRow) => void): Promise<FleetRow>;
  /** Starts the web console of a profile; resolves with the line to show. */
  openConsole(name: string): Promise<string>;
  /** Enter: leave the fleet and open the full TUI on `name`. */
  onOpen(name: string): void;
  /** Rows kept from before (the fleet is drawn again after the full TUI closes). */
  cache: Map<string, FleetRow>;
  /** A line to show first (e.g. why the full TUI could not open). */
  initialStatus?: string;
  refreshMs?: number;
}

const HELP = "↑↓ move · Enter open TUI · o web console · d findings · r refresh · q quit";

export function FleetApp(props: FleetAppProps) {
  const { names, urls, check, cache, refreshMs = FLEET_REFRESH_MS } = props;
  const { exit } = useApp();
  const { columns, rows: height } = useTerminalSize();
  const [rows, setRows] = useState<ReadonlyMap<string, FleetRow>>(() => new Map(cache));
  const [selected, setSelected] = useState(0);
  const [findingsOf, setFindingsOf] = useState<string | null>(null);
  const [findingSelected, setFindingSelected] = useState(0);
  const [status, setStatus] = useState(props.initialStatus ?? "");
  const [refreshedAt, setRefreshedAt] = useState<Date | null>(null);
  const inFlight = useRef(new Set<string>());
  // rows that arrived since the last draw: 50 checks answering together make one render, not 100
  const pending = useRef(new Map<string, { row: FleetRow; early: boolean }>());
  const flushTimer = useRef<NodeJS.Timeout | null>(null);

  const queue = useCallback((name: string, row: FleetRow, early: boolean) => {
    pending.current.set(name, { row, early });
    flushTimer.current ??= setTimeout(() => {
      flushTimer.current = null;
      const batch = [...pending.current];
      pending.current.clear();
      setRows((current) => {
        const next = new Map(current);
        // an early row only fills a row not yet known: a refresh keeps the last figures until it ends
        for (const [key, { row: r, early: e }] of batch) if (!e || !next.has(key)) next.set(key, r);
        return next;
      });
      if (batch.some(([, { early: e }]) => !e)) setRefreshedAt(new Date());
    }, FLUSH_MS);
  }, []);

  useEffect(
    () => () => {
      if (flushTimer.current) clearTimeout(flushTimer.current);
    },
    [],
  );

  // each profile on its own: a slow one never holds the rows of the others
  const refresh = useCallback(() => {
    for (const name of names) {
      if (inFlight.current.has(name)) continue;
      inFlight.current.add(name);
      void check(name, (row) => queue(name, row, true)).then((row) => {
        inFlight.current.delete(name);
        cache.set(name, row);
        queue(name, row, false);
      });
    }
  }, [names, check, cache, queue]);

  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, refreshMs);
    return () => clearInterval(timer);
  }, [refresh, refreshMs]);

  const current = names[Math.min(selected, names.length - 1)];
  const currentRow = current ? rows.get(current) : undefined;
  const onKey = useRef<Parameters<typeof useInput>[0]>(() => {});
  onKey.current = (input, key) => {
    if (findingsOf) {
      const count = rows.get(findingsOf)?.doctor?.findings.length ?? 0;
      if (key.escape || input === "d") return setFindingsOf(null);
      if (input === "q") return exit();
      if (key.upArrow || input === "k") return setFindingSelected((s) => Math.max(0, s - 1));
      if (key.downArrow || input === "j")
        return setFindingSelected((s) => Math.min(Math.max(0, count - 1), s + 1));
      return;
    }
    if (input === "q") return exit();
    if (key.upArrow || input === "k") return setSelected((s) => Math.max(0, s - 1));
    if (key.downArrow || input === "j") return setSelected((s) => Math.min(names.length - 1, s + 1));
    if (input === "r") return refresh();
    if (!current) return;
    if (key.return) return props.onOpen(current);
    if (input === "d") {
      setFindingSelected(0);
      return setFindingsOf(current);
    }
    if (input === "o") {
      setStatus(`Starting the web console for ${current}…`);
      void props.openConsole(current).then(setStatus);
    }
  };
  // one subscription for the app's lifetime: Ink re-subscribes a changed handler only in an effect, losing keys
  useInput(useCallback((input, key) => onKey.current(input, key), []));

  const up = [...rows.values()].filter((r) => r.status === "up").length;
  const checking = names.length - [...rows.values()].filter((r) => !r.checking).length;
  const down = [...rows.values()].filter((r) => r.status === "down").length;
  const shown = findingsOf ? rows.get(findingsOf) : undefined;
  return (
    <Box flexDirection="column" width={columns} height={Math.max(8, height - 1)}>
      <Text bold wrap="truncate">
        {`pbdeck fleet · ${names.length} profile${names.length === 1 ? "" : "s"} · ${up} up · ${down} down`}
        {checking > 0 ? ` · ${checking} checking` : ""}
        {refreshedAt
          ? ` · checked ${refreshedAt.toTimeString().slice(0, 8)} (every ${refreshMs / 1000} s)`
          : ""}
      </Text>
      <Text dimColor>{"─".repeat(columns)}</Text>
      <Box flexDirection="column" flexGrow={1} overflow="hidden">
        {findingsOf ? (
          <Box flexDirection="column">
            <Text bold>{`Doctor findings of ${findingsOf} (Esc to go back)`}</Text>
            {shown?.doctor ? (
              <FindingsList report={shown.doctor} selected={findingSelected} height={height - 6} />
            ) : (
              <Text color="yellow">{shown?.problem ?? "Not checked yet."}</Text>
            )}
          </Box>
        ) : (
          <Box flexDirection="column">
            <FleetTable
              names={names}
              urls={urls}
              rows={rows}
              selected={selected}
              now={Date.now()}
              height={Math.max(1, height - 7)}
            />
            {currentRow?.problem ? (
              <Text color="yellow" wrap="truncate">{`${current}: ${currentRow.problem}`}</Text>
            ) : null}
          </Box>
        )}
      </Box>
      <Text wrap="truncate">{status}</Text>
      <Text dimColor wrap="truncate">
        {findingsOf ? "↑↓ move · Esc back · q quit" : HELP}
      </Text>
    </Box>
  );
}
