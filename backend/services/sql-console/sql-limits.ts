/** @module The limits of the SQL console, shared by the route (reported to the console) and the runner. */

/** At most this many rows come back; the result says when there were more. */
export const SQL_ROW_LIMIT = 500;
/**
 * At most this many bytes of rows (as JSON) come back: the rows travel runner → server → browser as
 * text, and 500 rows of 600 KB cells took the server from 115 MB to 1.1 GB before this cap.
 */
export const SQL_RESULT_BYTE_LIMIT = 2 * 1024 * 1024;
/** A text cell longer than this many characters is cut (and marked), so one giant cell cannot fill the result. */
export const SQL_CELL_CHAR_LIMIT = 10_000;
/** A statement still running after this long is stopped (its process is killed). */
export const SQL_TIME_LIMIT_MS = 5_000;
/** The longest statement accepted, in characters. */
export const SQL_MAX_LENGTH = 100_000;
/** Runner processes at once (each is a Node process of ~40 MB; 40 at once took 1.4 GB). */
export const SQL_RUNNERS = 2;
/**
 * How long a query waits for a free runner, or a write for the database (the server's writing
 * requests to finish, another console write to end), before the answer is "try again".
 */
export const SQL_QUEUE_WAIT_MS = 2_000;
