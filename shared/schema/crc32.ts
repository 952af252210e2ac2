/**
 * @module CRC-32 (IEEE, as zlib's) in plain TypeScript: the schema code also runs in the console,
 * where `node:zlib` and `Buffer` do not exist.
 */

/** The byte table of the reflected polynomial 0xEDB88320. */
const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/**
 * The CRC-32 of `text`'s UTF-8 bytes, unsigned.
 * @example crc32("id") // 3208210256
 */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of new TextEncoder().encode(text)) crc = (TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
