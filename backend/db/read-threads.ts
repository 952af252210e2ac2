/**
 * @module Read threads: the record lists and counts whose time grows with their tables (a sort no index
 * serves, a filter that scans a million rows) run on read-only connections in worker threads, so they
 * never hold the event loop: health, sign-ins, realtime and the other lists go on meanwhile, and the
 * server uses a second core.
 * data.db is in WAL mode, so each query sees everything committed before it was sent. Threads start
 * on the first query, one per core at most; an idle thread does not keep the process alive.
 */
import { availableParallelism } from "node:os";
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import { Worker } from "node:worker_threads";
import { threadFileBeside } from "../lib/thread-file.ts";
import { growsWithTable } from "./query-weight.ts";
import type { ReadJob, ReadResult, ReadThreadData } from "./read-jobs.ts";
import { cachedStatement } from "./statement-cache.ts";

const threadFile = threadFileBeside(import.meta.url, "read-thread");

/** The query failed in its thread (SQLite's message), or the thread stopped. */
export class ReadFailure extends Error {}

interface Pending {
  resolve(rows: Record<string, unknown>[]): void;
  reject(err: Error): void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

export class ReadThreads {
  private readonly path: string;
  private readonly fallback: DatabaseSync;
  private readonly size: number;
  private threads: Thread[] = [];
  private nextId = 1;
  private closed = false;

  /**
   * @param path data.db, opened read-only by each thread.
   * @param fallback the server's own connection: it answers the light queries, and all of them once the
   *   threads are closed (a restore closes them before it swaps the files).
   */
  constructor(path: string, fallback: DatabaseSync, size = Math.min(4, availableParallelism())) {
    this.path = path;
    this.fallback = fallback;
    this.size = size;
  }

  /**
   * The rows of `sql` with `params`: read in a thread when the query's time grows with its tables
   * (query-weight.ts) or `offThread` says so (a deep page), else at once on the server's connection.
   * @throws ReadFailure with SQLite's message when the query fails.
   */
  async all(sql: string, params: unknown[], offThread = false): Promise<Record<string, unknown>[]> {
    if (this.closed || !(offThread || growsWithTable(this.fallback, sql))) {
      try {
        return cachedStatement(this.fallback, sql).all(...(params as SQLInputValue[])) as Record<
          string,
          unknown
        >[];
      } catch (err) {
        throw new ReadFailure(err instanceof Error ? err.message : String(err));
      }
    }
    const thread = this.leastBusy();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.ref();
      thread.worker.postMessage({ id, sql, params } satisfies ReadJob);
    });
  }

  /**
   * Closes the threads' connections and ends the threads, after the queries they are running. Later
   * queries run on the fallback connection. Resolves once every thread has ended.
   */
  async close(): Promise<void> {
    this.closed = true;
    const ending = this.threads.map(
      (thread) =>
        new Promise<void>((resolve) => {
          thread.worker.once("exit", () => resolve());
          thread.worker.ref();
          thread.worker.postMessage({ close: true } satisfies ReadJob);
        }),
    );
    this.threads = [];
    await Promise.all(ending);
  }

  /** An idle thread, a new one while there are fewer than `size`, else the one with the fewest queries. */
  private leastBusy(): Thread {
    const idle = this.threads.find((t) => t.pending.size === 0);
    if (idle) return idle;
    if (this.threads.length < this.size) return this.start();
    return this.threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  private start(): Thread {
    const data: ReadThreadData = { path: this.path };
    const thread: Thread = { worker: new Worker(threadFile, { workerData: data }), pending: new Map() };
    thread.worker.on("message", (result: ReadResult) => {
      const job = thread.pending.get(result.id);
      thread.pending.delete(result.id);
      if ("error" in result) job?.reject(new ReadFailure(result.error));
      else job?.resolve(result.rows as Record<string, unknown>[]);
      if (thread.pending.size === 0) thread.worker.unref();
    });
    // a thread that dies fails its queries; the next query starts another in its place
    const lost = (err: Error) => {
      this.threads = this.threads.filter((t) => t !== thread);
      for (const job of thread.pending.values()) job.reject(err);
      thread.pending.clear();
    };
    thread.worker.on("error", (err) => lost(new ReadFailure(err.message)));
    thread.worker.on("exit", (code) => lost(new ReadFailure(`the read thread stopped (exit code ${code})`)));
    this.threads.push(thread);
    return thread;
  }
}
