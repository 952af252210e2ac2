/**
 * @module Buffers for reading small blobs, used again once their response has left. A download of a
 * few hundred KB otherwise allocates that much outside the JavaScript heap each time, and at hundreds
 * of downloads a second the garbage collections this brings on show in the slowest answers.
 * Sizes are rounded up to a power of two from 64 KiB to 1 MiB; smaller reads use Node's own pool.
 */

const smallest = 64 * 1024;
/** The largest buffer handed out: blobs above it are streamed, never read at once. */
export const largestReadBuffer = 1024 * 1024;
/** Free buffers kept per size: enough for the downloads in flight on a busy server, no more. */
const keptPerSize = 8;

const free = new Map<number, ArrayBuffer[]>();
const lent = new WeakSet<ArrayBuffer>();

/** A buffer of `length` bytes (its content undefined), from the free ones where one of its size is. */
export function takeReadBuffer(length: number): Buffer {
  if (length < smallest / 2 || length > largestReadBuffer) return Buffer.allocUnsafe(length);
  const size = Math.max(smallest, 2 ** Math.ceil(Math.log2(length)));
  const memory = free.get(size)?.pop() ?? new ArrayBuffer(size);
  lent.add(memory);
  return Buffer.from(memory, 0, length);
}

/**
 * Gives back a buffer of takeReadBuffer (or a part of one) once nothing reads it any more: after the
 * response that sent it finished. Any other buffer is left alone.
 */
export function giveBackReadBuffer(buffer: Buffer): void {
  const memory = buffer.buffer as ArrayBuffer;
  if (!lent.has(memory)) return;
  lent.delete(memory);
  const sized = free.get(memory.byteLength) ?? [];
  if (sized.length < keptPerSize) sized.push(memory);
  free.set(memory.byteLength, sized);
}
