/** @module The frame: header, tabs, the active view, help line; global keys; connecting state. */
import { Box, Text, useApp, useInput } from "ink";
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { TuiTarget } from "../index.ts";
import {
  BackendFeaturesContext,
  BodySizeContext,
  ClientContext,
  GenerationApiContext,
  type KeyHandler,
  type KeyRouter,
  KeyRouterContext,
  LocalFactsContext,
  type StartOptions,
  StartOptionsContext,
} from "./contexts.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { CONNECTING_TEXT, headerText } from "./frame-text.ts";
import { HelpLine } from "./HelpLine.tsx";
import { KeysOverlay } from "./KeysOverlay.tsx";
import { TabBar } from "./TabBar.tsx";
import { TABS, type TabId } from "./tabs.ts";
import { useFeatureProbe } from "./use-feature-probe.ts";
import { useTerminalSize } from "./use-terminal-size.ts";
import { VIEWS } from "./views.ts";

export interface AppProps {
  /** Shown in the header until the connection names the backend. */
  label: string;
  /** Resolves to the signed-in client and its server's API; a rejection ends the app with that error. */
  connection: Promise<Connected>;
  initialTab?: TabId;
  /** Command-line choices for the views (a custom logs range). */
  start?: StartOptions;
}

/** Rows taken by the frame: header, tabs, rule, help line, and one spare so Ink never scrolls. */
const FRAME_ROWS = 5;

const NO_START_OPTIONS: StartOptions = { since: null };

/** What the app needs of the connection (the target without its close). */
type Connected = Omit<TuiTarget, "close">;

export function App({ label, connection, initialTab = "logs", start = NO_START_OPTIONS }: AppProps) {
  const { exit } = useApp();
  const { columns, rows } = useTerminalSize();
  const [target, setTarget] = useState<Connected | null>(null);
  const [tab, setTab] = useState<TabId>(initialTab);
  const [visited, setVisited] = useState<Set<TabId>>(() => new Set([initialTab]));
  const [showKeys, setShowKeys] = useState(false);
  const router = useMemo<KeyRouter>(() => ({ entries: new Map() }), []);
  const features = useFeatureProbe(target?.client ?? null, target?.api ?? null);

  useEffect(() => {
    let live = true;
    connection.then(
      (t) => live && setTarget(t),
      (err: unknown) => live && exit(err instanceof Error ? err : new Error(String(err))),
    );
    return () => {
      live = false;
    };
  }, [connection, exit]);

  const switchTo = useCallback((id: TabId) => {
    setTab(id);
    setShowKeys(false);
    setVisited((v) => (v.has(id) ? v : new Set([...v, id])));
  }, []);

  // the app's own keys first (unless a field is focused), then every active view handler
  const onKey = useRef<KeyHandler>(() => {});
  onKey.current = (input, key) => {
    const handlers = [...router.entries.values()].filter((entry) => entry.active);
    if (!handlers.some((entry) => entry.capture)) {
      if (input === "q") return exit();
      if (input === "?") return setShowKeys((s) => !s);
      if (key.escape && showKeys) return setShowKeys(false);
      const byNumber = TABS.find((t) => t.key === input);
      if (byNumber) return switchTo(byNumber.id);
      if (key.tab) {
        const i = TABS.findIndex((t) => t.id === tab);
        return switchTo(TABS[(i + (key.shift ? TABS.length - 1 : 1)) % TABS.length].id);
      }
    }
    for (const entry of handlers) entry.handler(input, key);
  };
  // one subscription for the app's lifetime: Ink re-subscribes a changed handler only in an effect
  useInput(useCallback((input, key) => onKey.current(input, key), []));

  const height = Math.max(8, rows - 1);
  const body = { width: columns, height: height - FRAME_ROWS + 1 };
  return (
    <Box flexDirection="column" width={columns} height={height}>
      <Text bold wrap="truncate">
        {headerText(target?.label ?? label)}
      </Text>
      <TabBar active={tab} />
      <Text dimColor>{"─".repeat(columns)}</Text>
      <Box flexDirection="column" height={body.height} overflow="hidden">
        {!target ? (
          <Text>{CONNECTING_TEXT}</Text>
        ) : (
          <ClientContext.Provider value={target.client}>
            <GenerationApiContext.Provider value={target.api}>
              <BackendFeaturesContext.Provider value={features}>
                <LocalFactsContext.Provider value={target.localFacts}>
                  <StartOptionsContext.Provider value={start}>
                    <BodySizeContext.Provider value={body}>
                      <KeyRouterContext.Provider value={router}>
                        <ErrorBoundary onError={(err) => exit(err)}>
                          {showKeys && <KeysOverlay />}
                          {TABS.filter((t) => visited.has(t.id)).map((t) => {
                            const View = VIEWS[t.id];
                            const shown = t.id === tab && !showKeys;
                            return (
                              <Box key={t.id} display={shown ? "flex" : "none"} flexDirection="column">
                                <Suspense fallback={<Text>Loading…</Text>}>
                                  <View active={shown} />
                                </Suspense>
                              </Box>
                            );
                          })}
                        </ErrorBoundary>
                      </KeyRouterContext.Provider>
                    </BodySizeContext.Provider>
                  </StartOptionsContext.Provider>
                </LocalFactsContext.Provider>
              </BackendFeaturesContext.Provider>
            </GenerationApiContext.Provider>
          </ClientContext.Provider>
        )}
      </Box>
      <HelpLine active={target ? tab : null} width={columns} features={features} />
    </Box>
  );
}
