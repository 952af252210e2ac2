/**
 * @module Key handling for views. The app owns the only Ink input subscription and dispatches each
 * key to the handlers registered here. A handler is recorded while its component renders, not in
 * an effect, so a key typed right after another (a field just opened, a fast typist, a paste) reaches
 * the handlers of the latest render instead of being lost before effects run.
 */
import { useContext, useEffect, useId } from "react";
import { type KeyHandler, KeyRouterContext } from "./contexts.ts";

/** Calls `handler` for each key while `active`; `capture` pauses the app's one-key shortcuts. */
export function useKeys(handler: KeyHandler, options: { active: boolean; capture?: boolean }): void {
  const id = useId();
  const router = useContext(KeyRouterContext);
  router.entries.set(id, { handler, active: options.active, capture: options.capture ?? false });
  useEffect(
    () => () => {
      router.entries.delete(id);
    },
    [router, id],
  );
}
