import { useEffect, useState } from "react";

/**
 * How many of `total` items to render: the first `chunk` at once, in the same render as the items,
 * then `chunk` more per task so long lists never block input.
 * @example const shown = useChunkedCount(records.length, 15); // records 15, logs 10
 */
export function useChunkedCount(total: number, chunk: number): number {
  const [count, setCount] = useState(chunk);
  // the first chunk never waits for a task: a list that arrives shows its first rows in its own render
  const shown = Math.min(total, Math.max(count, chunk));
  useEffect(() => {
    if (count > total && count > chunk) {
      setCount(Math.max(total, chunk));
      return;
    }
    if (shown >= total) return;
    const timer = setTimeout(() => setCount(shown + chunk), 0);
    return () => clearTimeout(timer);
  }, [count, shown, total, chunk]);
  return shown;
}
