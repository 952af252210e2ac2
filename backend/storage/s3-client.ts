/** @module One S3 client per configuration (the settings' `s3` or `backups.s3` block), through the AWS SDK. */
import { S3Client } from "@aws-sdk/client-s3";
import type { S3Options } from "../../shared/client/settings.ts";

/** The S3 block of the settings (http-api §2.9). */
export type S3Config = S3Options;

const requestTimeoutMs = 30_000;

/** The endpoint as a URL; a bare host gets `https://`, as PocketBase's S3 client does. */
export function endpointUrl(endpoint: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(endpoint) ? endpoint : `https://${endpoint}`;
}

/** A client for the configuration (whether it is enabled is the caller's business). */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: endpointUrl(config.endpoint),
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secret },
    // S3-compatible servers (MinIO, R2, s3rver...) do not all know the newer default checksums
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 2,
    requestHandler: { requestTimeout: requestTimeoutMs, connectionTimeout: requestTimeoutMs },
  });
}

/** One readable line for an SDK failure: `NoSuchBucket: The specified bucket does not exist.`. */
export function s3ErrorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  // network failures may come as an AggregateError without a message of its own
  if (err instanceof AggregateError && !err.message && err.errors[0] instanceof Error)
    return err.errors[0].message;
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = err.name && err.name !== "Error" ? `${err.name}: ` : "";
  const message = err.message && err.message !== "UnknownError" ? err.message : "request failed";
  return `${name}${message}${status ? ` (status code ${status})` : ""}`;
}
