/** @module How many records exports may run at once on one backend: a slot each, given back when it ends. */

/**
 * Exports running at once. Each one is CPU-bound while its client reads fast, and they share the
 * event loop with every other request: past a few, a new export only slows the others and the server
 * down (20 at once made a record create wait 28 s). The rest are refused and can be asked again.
 */
export const MAX_RUNNING_EXPORTS = 4;

/** Gives a slot back; safe to call again (only the first call counts). */
export type ReleaseSlot = () => void;

export interface ExportSlots {
  /** A slot, or null when `limit` exports are running. */
  take(): ReleaseSlot | null;
}

/** The slots of one backend's exports. */
export function exportSlots(limit = MAX_RUNNING_EXPORTS): ExportSlots {
  let running = 0;
  return {
    take() {
      if (running >= limit) return null;
      running++;
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        running--;
      };
    },
  };
}
