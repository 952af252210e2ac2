/**
 * @module Whether a file's bytes are worth deflating. Uploads are mostly images, video and archives,
 * already compressed: deflating them at level 1 runs at about 25 MB/s here (against 170 MB/s for text)
 * and saves nothing, so a backup stores them instead. A sample's byte entropy tells them apart for
 * about 10 µs; a wrong guess only costs archive size, never correctness.
 */

// compressed formats measure 7.9+ bits per byte on a few kilobytes; text 4-6, base64 6, hex 4
const incompressibleBits = 7.5;
const sampleBytes = 16 * 1024;
// below this a sample's entropy reads too low to tell; deflating so few bytes costs little anyway
const smallestSample = 1024;

// reused from call to call: a fresh 1 KiB array per file was garbage by the hundred thousand
const counts = new Uint32Array(256);

/** True when `bytes` look already compressed (random-like), judged on their first 16 KiB. */
export function looksIncompressible(bytes: Uint8Array): boolean {
  const length = Math.min(bytes.length, sampleBytes);
  if (length < smallestSample) return false;
  counts.fill(0);
  for (let i = 0; i < length; i++) counts[bytes[i]]++;
  let bits = 0;
  for (const count of counts) {
    if (count === 0) continue;
    const p = count / length;
    bits -= p * Math.log2(p);
  }
  return bits >= incompressibleBits;
}
