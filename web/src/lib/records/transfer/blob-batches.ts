/**
 * @module The text of an export kept as Blobs of about 1 MB: page texts (or streamed bytes) are joined into a batch, and each
 * full batch becomes a Blob, whose bytes the browser keeps outside the JS heap (a Blob per page would cost
 * a round trip to the blob store per page; one string for the file would grow the heap with it).
 */

/** Characters (or bytes) gathered before they become one Blob. */
export const BLOB_BATCH_CHARS = 1 << 20;

/** Texts or byte chunks added one after another, with `separator` between them, as a list of Blobs. */
export class BlobBatches {
  private readonly parts: Blob[] = [];
  private pending: Array<string | Uint8Array<ArrayBuffer>> = [];
  private pendingChars = 0;
  private added = false;
  private readonly separator: string;
  private readonly batchChars: number;

  constructor(separator = "", batchChars = BLOB_BATCH_CHARS) {
    this.separator = separator;
    this.batchChars = batchChars;
  }

  /** Whether nothing was added. */
  get isEmpty(): boolean {
    return !this.added;
  }

  /** Appends a text or bytes (after the separator, unless it is the first). */
  add(text: string | Uint8Array<ArrayBuffer>): void {
    if (this.added && this.separator) this.push(this.separator);
    this.push(text);
    this.added = true;
  }

  /** Every text so far, as Blobs in order. */
  blobs(): Blob[] {
    this.flush();
    return this.parts;
  }

  private push(text: string | Uint8Array<ArrayBuffer>): void {
    this.pending.push(text);
    this.pendingChars += text.length;
    if (this.pendingChars >= this.batchChars) this.flush();
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.parts.push(new Blob(this.pending));
    this.pending = [];
    this.pendingChars = 0;
  }
}

/** The Blobs of several batches in order, with `separator` between the non-empty ones. */
export function joinBatches(batches: BlobBatches[], separator = ""): Blob[] {
  const out: Blob[] = [];
  for (const batch of batches.filter((b) => !b.isEmpty)) {
    if (out.length > 0 && separator) out.push(new Blob([separator]));
    out.push(...batch.blobs());
  }
  return out;
}
