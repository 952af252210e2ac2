/**
 * @module Language support for the code editor, each loaded on first use so the editor chunk
 * stays small (the HTML mode brings CSS and JavaScript with it).
 */
import type { Extension } from "@codemirror/state";

/** The languages the code editor knows. */
export type CodeLanguage = "json" | "sql" | "html" | "filter";

const loaders: Record<CodeLanguage, () => Promise<Extension>> = {
  json: () => import("@codemirror/lang-json").then((m) => m.json()),
  // the backend is SQLite: its dialect knows its keywords and functions
  sql: () =>
    import("@codemirror/lang-sql").then((m) => m.sql({ dialect: m.SQLite, upperCaseKeywords: true })),
  html: () => import("@codemirror/lang-html").then((m) => m.html()),
  filter: () => import("./code-editor-filter.ts").then((m) => m.filterLanguage),
};

const cache = new Map<CodeLanguage, Promise<Extension>>();

/** The language extension, loaded once and shared by every editor. */
export function loadLanguage(language: CodeLanguage): Promise<Extension> {
  let pending = cache.get(language);
  if (!pending) {
    pending = loaders[language]();
    // a failed chunk load may succeed on the next try
    pending.catch(() => cache.delete(language));
    cache.set(language, pending);
  }
  return pending;
}
