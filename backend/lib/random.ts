/** @module Random identifiers and secrets (crypto-strength), in PocketBase's alphabets. */
import { randomFillSync } from "node:crypto";

export const lowerAlphanumeric = "abcdefghijklmnopqrstuvwxyz0123456789";
export const alphanumeric = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

// random bytes drawn in blocks: a crypto call per character was most of the cost of an id
const pool = Buffer.alloc(4096);
let poolAt = pool.length;

function randomByte(): number {
  if (poolAt === pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  return pool[poolAt++];
}

/** A random string of `length` characters from `alphabet` (of at most 256 characters), each equally likely. */
export function randomString(length: number, alphabet = alphanumeric): string {
  // bytes past the largest multiple of the alphabet's size are skipped, so no character is favoured
  const limit = 256 - (256 % alphabet.length);
  let out = "";
  while (out.length < length) {
    const byte = randomByte();
    if (byte < limit) out += alphabet[byte % alphabet.length];
  }
  return out;
}

/** A new 15-character model id (records, collections, admins, params, logs). */
export function newId(): string {
  return randomString(15, lowerAlphanumeric);
}

/** A new 50-character token key or settings secret. */
export function newSecret(): string {
  return randomString(50);
}

/** A new 8-character schema field id. */
export function newFieldId(): string {
  return randomString(8, lowerAlphanumeric);
}
