/** @module Random identifiers and secrets (crypto-strength), in PocketBase's alphabets. */
import { randomInt } from "node:crypto";

export const lowerAlphanumeric = "abcdefghijklmnopqrstuvwxyz0123456789";
export const alphanumeric = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A random string of `length` characters from `alphabet`. */
export function randomString(length: number, alphabet = alphanumeric): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
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
