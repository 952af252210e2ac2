import { expect, test } from "vitest";
import { BlobBatches, joinBatches } from "../../../../../web/src/lib/records/transfer/blob-batches.ts";

const textOf = (blobs: Blob[]) => new Blob(blobs).text();

test("texts become Blobs of about the batch size, in order, separated", async () => {
  const batches = new BlobBatches(",", 10);
  for (const text of ["aaaa", "bbbb", "cccc", "dd"]) batches.add(text);
  const blobs = batches.blobs();
  expect(await textOf(blobs)).toBe("aaaa,bbbb,cccc,dd");
  expect(blobs.map((b) => b.size)).toEqual([10, 7]); // a Blob once 10 characters are gathered
});

test("batches join in order with the separator between the non-empty ones", async () => {
  const [a, empty, b] = [new BlobBatches(",\n"), new BlobBatches(",\n"), new BlobBatches(",\n")];
  a.add("1");
  a.add("2");
  b.add("3");
  expect(empty.isEmpty).toBe(true);
  expect(await textOf(joinBatches([a, empty, b], ",\n"))).toBe("1,\n2,\n3");
  expect(joinBatches([empty])).toEqual([]);
});

test("byte chunks gather like texts (a streamed export)", async () => {
  const batches = new BlobBatches("", 4);
  const bytes = new TextEncoder().encode("héllo");
  batches.add(bytes.subarray(0, 3));
  batches.add(bytes.subarray(3));
  batches.add("!");
  const blobs = batches.blobs();
  expect(await textOf(blobs)).toBe("héllo!");
  expect(blobs.map((b) => b.size)).toEqual([6, 1]);
});
