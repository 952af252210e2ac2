/** @module The Go regular expression check of a text field's pattern, loaded on demand (re2js is large). */
import { useEffect, useState } from "react";

type GoRegexpModule = typeof import("../../../../shared/schema/go-regexp.ts");

let loading: Promise<GoRegexpModule> | null = null;

/** Loads the checker once (the first pattern typed or shown), shared by every field. */
export function loadPatternChecker(): Promise<GoRegexpModule> {
  loading ??= import("../../../../shared/schema/go-regexp.ts");
  return loading;
}

/**
 * Why the server (Go's regexp) would refuse `pattern`, in its words; null when it compiles or is empty,
 * and null too until the checker has loaded (the server checks again on save).
 * @example const problem = usePatternProblem(field.options.pattern);
 */
export function usePatternProblem(pattern: string): string | null {
  const [checked, setChecked] = useState<{ pattern: string; problem: string | null } | null>(null);
  useEffect(() => {
    if (pattern === "") return;
    let live = true;
    void loadPatternChecker().then((checker) => {
      if (live) setChecked({ pattern, problem: checker.goRegexpProblem(pattern) });
    });
    return () => {
      live = false;
    };
  }, [pattern]);
  return pattern !== "" && checked?.pattern === pattern ? checked.problem : null;
}
