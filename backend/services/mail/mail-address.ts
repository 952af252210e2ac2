/** @module Email address syntax, as PocketBase's validators check it. */

const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether `value` is a syntactically valid email address (no DNS lookup). */
export function isEmailAddress(value: string): boolean {
  if (Buffer.byteLength(value) > 254) return false;
  const at = value.lastIndexOf("@");
  if (at < 1 || at > 64) return false;
  return emailPattern.test(value);
}
