/**
 * @module Components whose code loads on demand, shown without Suspense: React reveals a suspended
 * boundary's content no sooner than 300 ms after its fallback appeared, so a page or a chart whose
 * code arrived in 20 ms still waited out those 300 ms (seen on every cold start of the records page).
 * Here the caller renders its own placeholder until the code is there, then the component at once.
 */
import { type ComponentType, useEffect, useReducer } from "react";

export interface OnDemand<P> {
  /** Loads the code (once); resolves with the component. */
  load(): Promise<ComponentType<P>>;
  /** The component once loaded, else null. */
  loaded(): ComponentType<P> | null;
}

/** Wraps an `import()` of a module whose default export is the component. */
export function onDemand<P>(importer: () => Promise<{ default: ComponentType<P> }>): OnDemand<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  return {
    load() {
      loading ??= importer().then(
        (module) => {
          component = module.default;
          return component;
        },
        (err: unknown) => {
          loading = null; // a later render may try again (a chunk lost to a new deploy, a network blip)
          throw err;
        },
      );
      return loading;
    },
    loaded: () => component,
  };
}

/**
 * The component of `code` once loaded (starting the load when needed), else null: render a
 * placeholder meanwhile. A failed load is thrown from the next render, as a lazy component's is.
 */
export function useOnDemand<P>(code: OnDemand<P>): ComponentType<P> | null {
  const [failure, fail] = useReducer((_: unknown, err: unknown) => err, null);
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const component = code.loaded();
  useEffect(() => {
    if (component) return;
    let live = true;
    code.load().then(
      () => live && loaded(),
      (err: unknown) => live && fail(err ?? new Error("the code of this screen did not load")),
    );
    return () => {
      live = false;
    };
  }, [code, component]);
  if (failure) throw failure;
  return component;
}
