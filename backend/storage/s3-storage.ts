/** @module A FileStorage on an S3 bucket: the same keys as pb_data/storage, attributes from object metadata. */
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { md5Base64, truncateOriginalName } from "./blob-sidecar.ts";
import {
  type BlobAttributes,
  type ByteRange,
  type FileStorage,
  lazyBlob,
  type OpenedBlob,
} from "./file-storage.ts";
import { createS3Client, type S3Config, s3ErrorText } from "./s3-client.ts";

const nameKey = "original-filename";
const partSize = 16 * 1024 * 1024;

/** An S3 failure with a readable message (the SDK's error is the cause). */
export class S3StorageError extends Error {
  constructor(action: string, err: unknown) {
    super(`${action}: ${s3ErrorText(err)}`, { cause: err });
  }
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NotFound" || e?.name === "NoSuchKey" || e?.$metadata?.httpStatusCode === 404;
}

// header values must be ASCII; names are percent-encoded and decoded back when read
function metadataFor(originalName: string | null): Record<string, string> | undefined {
  return originalName === null
    ? undefined
    : { [nameKey]: encodeURIComponent(truncateOriginalName(originalName)) };
}

function nameFrom(metadata: Record<string, string> | undefined): string | null {
  const raw = metadata?.[nameKey];
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

// a plain (not multipart) upload's ETag is the hex MD5 of the content
function md5FromEtag(etag: string | undefined): string {
  const hex = (etag ?? "").replaceAll('"', "");
  return /^[0-9a-f]{32}$/i.test(hex) ? Buffer.from(hex, "hex").toString("base64") : "";
}

export class S3Storage implements FileStorage {
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(config: S3Config) {
    this.#client = createS3Client(config);
    this.#bucket = config.bucket;
  }

  async put(key: string, data: Buffer, contentType: string, originalName: string | null): Promise<void> {
    try {
      await this.#client.send(
        new PutObjectCommand({
          Bucket: this.#bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentMD5: md5Base64(data),
          Metadata: metadataFor(originalName),
        }),
      );
    } catch (err) {
      throw new S3StorageError(`failed to upload ${key}`, err);
    }
  }

  /** Uploads in parts when large (lib-storage), then removes the source. */
  async putFile(
    key: string,
    sourcePath: string,
    contentType: string,
    originalName: string | null,
  ): Promise<void> {
    try {
      const upload = new Upload({
        client: this.#client,
        partSize,
        queueSize: 2,
        leavePartsOnError: false,
        params: {
          Bucket: this.#bucket,
          Key: key,
          Body: createReadStream(sourcePath),
          ContentType: contentType,
          Metadata: metadataFor(originalName),
        },
      });
      await upload.done();
    } catch (err) {
      throw new S3StorageError(`failed to upload ${key}`, err);
    }
    await rm(sourcePath, { force: true });
  }

  localPath(): string | null {
    return null;
  }

  async attributes(key: string): Promise<BlobAttributes | null> {
    try {
      const head = await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: key }));
      return {
        contentType: head.ContentType || "application/octet-stream",
        size: head.ContentLength ?? 0,
        modTime: head.LastModified ?? new Date(0),
        md5: md5FromEtag(head.ETag),
        originalName: nameFrom(head.Metadata),
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw new S3StorageError(`failed to read the attributes of ${key}`, err);
    }
  }

  async openBlob(key: string): Promise<OpenedBlob | null> {
    const attrs = await this.attributes(key);
    return attrs ? lazyBlob(this, key, attrs) : null;
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const out = await this.#client.send(
        new GetObjectCommand({
          Bucket: this.#bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const body = out.Body;
      if (body instanceof Readable) return body;
      if (body && "transformToWebStream" in body) {
        return Readable.fromWeb(body.transformToWebStream() as import("node:stream/web").ReadableStream);
      }
      throw new Error("empty body");
    } catch (err) {
      throw new S3StorageError(`failed to read ${key}`, err);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
    } catch (err) {
      if (!isNotFound(err)) throw new S3StorageError(`failed to delete ${key}`, err);
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (prefix === "") throw new Error("refusing to delete the whole storage");
    for (const key of await this.list(prefix)) await this.delete(key);
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    try {
      do {
        const page = await this.#client.send(
          new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    } catch (err) {
      throw new S3StorageError("failed to list the bucket", err);
    }
    return keys.sort();
  }
}
