/** The e2e view of the shared s3rver helper: one bucket and its fixed credentials, for the files storage tests. */
import { startS3 } from "../../helpers/s3rver-peer.ts";

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
  const s3 = await startS3([bucket]);
  const { accessKey, secret } = s3.config(bucket);
  return { endpoint: s3.endpoint, bucket, accessKey, secret, close: () => s3.close() };
}
