/**
 * @module Tells an editor's own reports apart from outside values. React may render a parent
 * with a value the editor reported a few keystrokes ago (updates of different priority land in
 * separate renders); writing that back would undo typing and move the cursor. Pure, unit-tested.
 */

/** The values an editor reported and the parent may still hand back. */
export interface Echoes {
  /** Records a value the editor just reported through onChange. */
  reported(value: string): void;
  /** True when `value` is one of the editor's own reports (then it must not be written back). */
  isEcho(value: string): boolean;
}

/** Keeps at most `limit` outstanding reports. */
export function createEchoes(limit = 100): Echoes {
  let pending: string[] = [];
  return {
    reported(value) {
      pending.push(value);
      if (pending.length > limit) pending = pending.slice(-limit);
    },
    isEcho(value) {
      const at = pending.lastIndexOf(value);
      if (at < 0) {
        // a value from outside: earlier reports are superseded
        pending = [];
        return false;
      }
      // the parent has caught up to this report; older ones are stale from now on
      pending = pending.slice(at);
      return true;
    },
  };
}
