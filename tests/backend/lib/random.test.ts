/** Random ids and secrets: drawn from blocks of random bytes, each character of the alphabet equally likely. */
import { expect, test } from "vitest";
import {
  alphanumeric,
  lowerAlphanumeric,
  newId,
  newSecret,
  randomString,
} from "../../../backend/lib/random.ts";

test("ids, secrets and strings have their length and only their alphabet's characters", () => {
  for (let i = 0; i < 200; i++) {
    expect(newId()).toMatch(/^[a-z0-9]{15}$/);
    expect(newSecret()).toMatch(/^[A-Za-z0-9]{50}$/);
    expect(randomString(5, "123456789")).toMatch(/^[1-9]{5}$/);
  }
});

test("every character of the alphabet comes out about as often (no byte value favours one)", () => {
  for (const alphabet of [alphanumeric, lowerAlphanumeric, "123456789"]) {
    const counts = new Map<string, number>();
    const draws = 200_000;
    for (const char of randomString(draws, alphabet)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(alphabet.length);
    const expected = draws / alphabet.length;
    // a byte-modulo bias would put some characters ~25% above the others; chance stays within ~4%
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.1);
  }
});
