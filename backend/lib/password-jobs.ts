/** @module The messages between the password pool and its threads. */

/** What a password thread does: hash `password` at `cost`, or compare it with `hash`. */
export type PasswordWork =
  | { kind: "hash"; password: string; cost: number }
  | { kind: "compare"; password: string; hash: string };

/** A job as it is sent to a thread. */
export type PasswordJob = PasswordWork & { id: number };

/** A thread's answer to job `id`: the hash or the comparison, or the bcrypt library's error message. */
export type PasswordResult = { id: number; value: string | boolean } | { id: number; error: string };
