/** @module The messages between the read threads and their pool (read-threads.ts, read-thread.ts). */

/** What a read thread opens (read-only): data.db's path. */
export interface ReadThreadData {
  path: string;
}

/** One query for a read thread (its SQL and the values of its parameters), or the order to close. */
export type ReadJob = { id: number; sql: string; params: unknown[] } | { close: true };

/** The rows of a job, or SQLite's message when it failed. */
export type ReadResult = { id: number; rows: unknown[] } | { id: number; error: string };
