/**
 * @module Per-record write serialisation. Handlers await (body parts, password hashing, file writes)
 * between reading a record and writing it back, so two updates of one record would otherwise both
 * start from the same row and the later write would drop the earlier one (`n+`, `tags+`, uploads).
 */
import type { Backend } from "../../context.ts";

const queues = new WeakMap<Backend, Map<string, Promise<void>>>();

/**
 * Runs `work` once every earlier holder of the lock on `collectionId/recordId` has finished.
 * @throws whatever `work` throws (the lock is released either way)
 */
export async function withRecordLock<T>(
  backend: Backend,
  collectionId: string,
  recordId: string,
  work: () => Promise<T>,
): Promise<T> {
  let locks = queues.get(backend);
  if (!locks) {
    locks = new Map();
    queues.set(backend, locks);
  }
  const key = `${collectionId}/${recordId}`;
  const previous = locks.get(key) ?? Promise.resolve();
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tail = previous.then(() => done);
  locks.set(key, tail);
  await previous;
  try {
    return await work();
  } finally {
    release();
    // the last holder leaves no entry behind, so the map only holds records being written
    if (locks.get(key) === tail) locks.delete(key);
  }
}
