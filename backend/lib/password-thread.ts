/**
 * @module A password worker thread (see password-pool.ts): holds this thread, not the server's event
 * loop, for a bcrypt's whole cost. It uses the native `bcrypt` addon where it loads (an optional
 * dependency with prebuilt binaries: about 7% faster than Go's bcrypt at cost 12), else hash-wasm's
 * WebAssembly build (level with Go; bcryptjs was about 15% slower). `PBDECK_BCRYPT=wasm` picks the
 * WebAssembly one, so both are tested.
 */
import { randomBytes } from "node:crypto";
import { parentPort } from "node:worker_threads";
import { bcrypt as wasmHash, bcryptVerify as wasmVerify } from "hash-wasm";
import type { PasswordJob, PasswordResult } from "./password-jobs.ts";

interface Bcrypt {
  hash(password: Buffer, cost: number): Promise<string>;
  verify(password: Buffer, hash: string): Promise<boolean>;
}

const wasm: Bcrypt = {
  // `$2a$`, as PocketBase writes them
  hash: (password, cost) =>
    wasmHash({ password, salt: randomBytes(16), costFactor: cost, outputType: "encoded" }),
  verify: (password, hash) => wasmVerify({ password, hash }),
};

async function loadNative(): Promise<Bcrypt | null> {
  if (process.env.PBDECK_BCRYPT === "wasm") return null;
  try {
    const native = (await import("bcrypt")).default;
    return {
      hash: async (password, cost) => native.hashSync(password, native.genSaltSync(cost, "a")),
      verify: async (password, hash) => native.compareSync(password, hash),
    };
  } catch {
    return null; // no binary for this platform: the WebAssembly build does the same work
  }
}

const impl: Bcrypt = (await loadNative()) ?? wasm;

/**
 * The bytes bcrypt keys on: only the first 72 count (Go's compare ignores the rest, hash-wasm
 * refuses them). An empty one signs nobody in: hash-wasm refuses it, and so does every form.
 */
const keyBytes = (password: string) => Buffer.from(password, "utf8").subarray(0, 72);

async function run(job: PasswordJob): Promise<PasswordResult> {
  try {
    const password = keyBytes(job.password);
    if (job.kind === "hash") return { id: job.id, value: await impl.hash(password, job.cost) };
    if (password.length === 0) return { id: job.id, value: false };
    return { id: job.id, value: await impl.verify(password, job.hash) };
  } catch (err) {
    return { id: job.id, error: err instanceof Error ? err.message : String(err) };
  }
}

parentPort?.on("message", async (job: PasswordJob) => {
  parentPort?.postMessage(await run(job));
});
