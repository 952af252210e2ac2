/** A real S3-compatible server (s3rver) on 127.0.0.1 with one bucket, for the files storage tests. */
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

// s3rver ships no types: describe the part used here
interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverCtor = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverCtor;

export interface S3Peer {
  endpoint: string;
  bucket: string;
  /** s3rver's fixed credentials. */
  accessKey: string;
  secret: string;
  close(): Promise<void>;
}

/** Starts s3rver with `bucket` configured; `close` stops it and removes its files. */
export async function startS3Peer(bucket = "pbdeck-e2e"): Promise<S3Peer> {
  const dir = mkdtempSync(join(tmpdir(), "pbdeck-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKey: "S3RVER",
    secret: "S3RVER",
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
