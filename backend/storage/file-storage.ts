/** @module One interface over the local blob store (pb_data/storage) and S3. */
import type { Readable } from "node:stream";

/** What is known of a stored blob, read from its `.attrs` sidecar (local) or object metadata (S3). */
export interface BlobAttributes {
  contentType: string;
  size: number;
  modTime: Date;
  md5: string;
  originalName: string | null;
}

/** An inclusive byte range of a blob. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A blob found and held open for one response: its attributes, then its content at most once. */
export interface OpenedBlob {
  readonly attrs: BlobAttributes;
  /**
   * The blob's content, or the inclusive range `start..end`: one buffer when small (a single read),
   * else a stream. Releases the blob once read.
   * @throws when it cannot be read
   */
  content(range?: ByteRange): Promise<Buffer | Readable>;
  /** Releases the blob without reading it. Safe to call after `content`. */
  close(): void;
}

/** An OpenedBlob over attributes already read: its content is read when asked for (S3, backups). */
export function lazyBlob(storage: FileStorage, key: string, attrs: BlobAttributes): OpenedBlob {
  return { attrs, content: (range) => storage.read(key, range), close: () => {} };
}

export interface FileStorage {
  /** Writes a blob at `key` with its sidecar; `originalName` goes to `user.metadata` (null for internal writes). */
  put(key: string, data: Buffer, contentType: string, originalName: string | null): Promise<void>;
  /**
   * Stores the local file at `sourcePath` as the blob `key`, streaming it (large backups); the source
   * is consumed (moved or deleted). The blob appears only once complete. `md5` (standard base64) saves
   * hashing the file again when the caller computed it while writing.
   */
  putFile(
    key: string,
    sourcePath: string,
    contentType: string,
    originalName: string | null,
    md5?: string,
  ): Promise<void>;
  /** The local file holding the blob, when the storage is a local directory (null on S3). */
  localPath(key: string): string | null;
  /** The blob's attributes, or null when it does not exist. */
  attributes(key: string): Promise<BlobAttributes | null>;
  /**
   * The blob and its attributes, held open for one response (a download); null when it does not exist.
   * Local files are opened once: their size and time come from the open file, their sidecar from memory.
   */
  openBlob(key: string): Promise<OpenedBlob | null>;
  /** A stream of the blob's content, or of the inclusive byte range `start..end`. @throws when it does not exist */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Deletes one blob and its sidecar; a missing blob is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every blob under a prefix such as `<collectionId>/<recordId>/`. */
  deletePrefix(prefix: string): Promise<void>;
  /** Keys of the blobs under a prefix (sidecars excluded). */
  list(prefix: string): Promise<string[]>;
}
