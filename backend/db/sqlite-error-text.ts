/** @module The text of a SQLite error as PocketBase v0.18.1's Go driver (modernc.org/sqlite) writes it. */

/**
 * `<error string>: <message> (<result code>)`, e.g. `SQL logic error: near ")": syntax error (1)`,
 * for an error thrown by node:sqlite; other errors keep their message.
 */
export function sqliteErrorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const { errcode, errstr } = err as Error & { errcode?: unknown; errstr?: unknown };
  if (typeof errcode !== "number" || typeof errstr !== "string") return err.message;
  return `${errstr}: ${err.message} (${errcode})`;
}
