/**
 * @module A small pool of worker threads for bcrypt. A cost-12/13 bcrypt in JavaScript holds its thread
 * for hundreds of milliseconds; on the event loop (bcryptjs's async API only yielded every 100 ms) every
 * other request waited behind each sign-in. One thread per core, started on the first job; an idle thread
 * does not keep the process alive, a busy one does (a CLI command waiting for its hash must not exit).
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { PasswordJob, PasswordResult, PasswordWork } from "./password-jobs.ts";
import { threadFileBeside } from "./thread-file.ts";

const threadFile = threadFileBeside(import.meta.url, "password-thread");

interface Pending {
  job: PasswordJob;
  resolve(value: string | boolean): void;
  reject(err: Error): void;
}

interface Thread {
  worker: Worker;
  busy: Pending | null;
}

let threads: Thread[] = [];
const queue: Pending[] = [];
let nextId = 1;
let holders = 0;

function startThread(): Thread {
  const thread: Thread = { worker: new Worker(threadFile), busy: null };
  thread.worker.unref();
  thread.worker.on("message", (result: PasswordResult) => {
    const done = thread.busy;
    thread.busy = null;
    if ("error" in result) done?.reject(new Error(result.error));
    else done?.resolve(result.value);
    dispatch(thread);
  });
  // a thread that dies fails its job; the next job starts a new one in its place
  const lost = (err: Error) => {
    threads = threads.filter((t) => t !== thread);
    thread.busy?.reject(err);
    thread.busy = null;
    if (queue.length > 0) dispatch(spareThread());
  };
  thread.worker.on("error", lost);
  thread.worker.on("exit", (code) => lost(new Error(`the password thread stopped (exit code ${code})`)));
  threads.push(thread);
  return thread;
}

/** An idle thread, a new one while the pool is not full, or null when all are busy. */
function spareThread(): Thread | null {
  const idle = threads.find((t) => t.busy === null);
  if (idle) return idle;
  return threads.length < availableParallelism() ? startThread() : null;
}

function dispatch(thread: Thread | null): void {
  if (!thread || thread.busy) return;
  const next = queue.shift();
  if (!next) {
    thread.worker.unref();
    return;
  }
  thread.busy = next;
  thread.worker.ref();
  thread.worker.postMessage(next.job);
}

/**
 * Runs a bcrypt job in the pool and resolves with its result.
 * @throws Error with the bcrypt library's message, or when the thread stopped.
 */
export function runPasswordJob(work: PasswordWork): Promise<string | boolean> {
  return new Promise((resolve, reject) => {
    queue.push({ job: { ...work, id: nextId++ }, resolve, reject });
    dispatch(spareThread());
  });
}

/**
 * Marks the pool as used by one more open backend; the returned release stops its threads once no
 * backend holds it (several backends may be open in one process).
 */
export function holdPasswordPool(): () => Promise<void> {
  holders++;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    holders--;
    if (holders === 0) await closePasswordPool();
  };
}

/** Stops the pool's threads (queued and running jobs fail); the next job starts it again. */
async function closePasswordPool(): Promise<void> {
  const stopping = threads;
  threads = [];
  const closed = new Error("the password pool was closed");
  for (const pending of queue.splice(0)) pending.reject(closed);
  await Promise.all(stopping.map((t) => t.worker.terminate()));
}
