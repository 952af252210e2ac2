/** @module Picks the blob store a settings block asks for: a local directory, or S3 when enabled. */
import type { FileStorage } from "./file-storage.ts";
import { LocalStorage } from "./local-storage.ts";
import type { S3Config } from "./s3-client.ts";
import { S3Storage } from "./s3-storage.ts";

/** S3 when `s3.enabled`, else the local directory `root`. */
export function fileStorageFor(root: string, s3: S3Config): FileStorage {
  return s3.enabled ? new S3Storage(s3) : new LocalStorage(root);
}

/** Whether two S3 blocks address the same storage the same way. */
export function sameS3Config(a: S3Config, b: S3Config): boolean {
  return (
    a.enabled === b.enabled &&
    a.bucket === b.bucket &&
    a.region === b.region &&
    a.endpoint === b.endpoint &&
    a.accessKey === b.accessKey &&
    a.secret === b.secret &&
    a.forcePathStyle === b.forcePathStyle
  );
}
