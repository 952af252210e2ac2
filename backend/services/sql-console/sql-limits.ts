/** @module The limits of the SQL console, shared by the route (reported to the console) and the runner. */

/** At most this many rows come back; the result says when there were more. */
export const SQL_ROW_LIMIT = 500;
/** A statement still running after this long is stopped (its process is killed). */
export const SQL_TIME_LIMIT_MS = 5_000;
/** The longest statement accepted, in characters. */
export const SQL_MAX_LENGTH = 100_000;
