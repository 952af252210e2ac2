import { useEffect, useState } from "react";

/**
 * How many of `total` items to render: grows by `chunk` per task so long lists never block input.
 * @example const shown = useChunkedCount(records.length, 15); // records 15, logs 10
 */
export function useChunkedCount(total: number, chunk: number): number {
  const [count, setCount] = useState(Math.min(total, chunk));
  useEffect(() => {
    if (count > total) {
      setCount(total);
      return;
    }
    if (count === total) return;
    const timer = setTimeout(() => setCount((c) => Math.min(total, Math.max(c, 0) + chunk)), 0);
    return () => clearTimeout(timer);
  }, [count, total, chunk]);
  return Math.min(count, total);
}
