import { crc32 as zlibCrc32 } from "node:zlib";
import { expect, test } from "vitest";
import { crc32 } from "../../../shared/schema/crc32.ts";

test("crc32 matches zlib's on ASCII, UTF-8 and long input (the console has no node:zlib)", () => {
  for (const text of ["", "id", "created", "tokenKey", "héllo wörld ✓ 😀", "x".repeat(5000)]) {
    expect(crc32(text)).toBe(zlibCrc32(Buffer.from(text, "utf8")) >>> 0);
  }
  expect(crc32("id")).toBe(3208210256);
});
