/**
 * The built console (npm run build, before the tests): every brotli copy the build made holds exactly
 * its file's bytes, as the server sends the copy in the file's place; and every large script has one.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";
import { expect, test } from "vitest";

const assets = fileURLToPath(new URL("../../../dist/web/assets/", import.meta.url));

test("each .br copy decodes to its file, and no script over 1 KiB lacks one", () => {
  const names = readdirSync(assets);
  const copies = names.filter((name) => name.endsWith(".br"));
  expect(copies.length).toBeGreaterThan(10);
  for (const copy of copies) {
    const original = copy.slice(0, -".br".length);
    const decoded = brotliDecompressSync(readFileSync(`${assets}${copy}`));
    expect(decoded.equals(readFileSync(`${assets}${original}`)), original).toBe(true);
  }
  const large = names.filter((name) => /\.(js|css)$/.test(name) && statSync(`${assets}${name}`).size >= 1024);
  expect(large.filter((name) => !copies.includes(`${name}.br`))).toEqual([]);
});
