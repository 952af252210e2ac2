/** A real S3 server (s3rver) on 127.0.0.1 for a test file, plus an SDK client to look inside its buckets. */
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";

// s3rver ships no types: describe the part the tests use
interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverCtor = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverCtor;

export interface S3Peer {
  endpoint: string;
  /** The settings block (`s3` or `backups.s3`) that points at `bucket`. */
  config(bucket: string): {
    enabled: boolean;
    bucket: string;
    region: string;
    endpoint: string;
    accessKey: string;
    secret: string;
    forcePathStyle: boolean;
  };
  /** Every key of a bucket, sorted. */
  keys(bucket: string, prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

/** Starts s3rver with the given buckets (on an ephemeral port, files in a temp dir). */
export async function startS3(buckets: string[]): Promise<S3Peer> {
  const dir = mkdtempSync(join(tmpdir(), "pbdeck-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  return {
    endpoint,
    config: (bucket) => ({
      enabled: true,
      bucket,
      region: "us-east-1",
      endpoint,
      accessKey: "S3RVER",
      secret: "S3RVER",
      forcePathStyle: true,
    }),
    async keys(bucket, prefix = "") {
      const out = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (out.Contents ?? []).map((item) => item.Key ?? "").sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
