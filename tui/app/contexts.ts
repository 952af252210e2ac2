/** @module The app's React contexts: the client, the body's size, and who is capturing typed text. */
import type { Key } from "ink";
import { createContext } from "react";
import type { GenerationApi } from "../../shared/client/generations/generation-api.ts";
import type { Client } from "../../shared/client/index.ts";
import type { LocalFacts } from "../../shared/doctor/types.ts";
import type { SinceRange } from "../logs/log-ranges.ts";

export const ClientContext = createContext<Client | null>(null);

/** The connected server's generation and resources (see shared/client/generations/). */
export const GenerationApiContext = createContext<GenerationApi | null>(null);

/** What the command read from a local pb_data (--dir) for the Doctor tab; undefined on a server. */
export const LocalFactsContext = createContext<LocalFacts | undefined>(undefined);

/**
 * What the views need to know of the connected backend: the endpoints of pbdeck's embedded backend a
 * real PocketBase lacks, and what its generation calls its admins. Each true, false, or null while unknown.
 */
export interface BackendFeatures {
  inspectBackups: boolean | null;
  /** The server calls its admins superusers (v0.23+). */
  superusers: boolean | null;
}

export const BackendFeaturesContext = createContext<BackendFeatures>({
  inspectBackups: null,
  superusers: null,
});

/** Columns and rows available to a view (the frame's lines excluded). */
export interface BodySize {
  width: number;
  height: number;
}

export const BodySizeContext = createContext<BodySize>({ width: 80, height: 20 });

/** What the command line asked the views for (`pbdeck tui --since 3d`). */
export interface StartOptions {
  /** A custom logs range, opened first. */
  since: SinceRange | null;
}

export const StartOptionsContext = createContext<StartOptions>({ since: null });

/** What a component does with a key press. */
export type KeyHandler = (input: string, key: Key) => void;

/** One component's key handler, as of its last render. */
export interface KeyEntry {
  handler: KeyHandler;
  active: boolean;
  /** A focused text field: the app's one-key shortcuts (1-4, Tab, ?, q) stand aside. */
  capture: boolean;
}

/** The handlers the app's single input subscription dispatches to (see use-keys.ts). */
export interface KeyRouter {
  entries: Map<string, KeyEntry>;
}

export const KeyRouterContext = createContext<KeyRouter>({ entries: new Map() });
