import { expect, test } from "vitest";
import {
  giveBackReadBuffer,
  largestReadBuffer,
  takeReadBuffer,
} from "../../../backend/storage/read-buffers.ts";

test("a buffer given back serves the next read of its size; small, large and foreign ones are not kept", () => {
  const first = takeReadBuffer(200_000);
  expect(first.length).toBe(200_000);
  expect(first.buffer.byteLength).toBe(256 * 1024);
  // while lent, another read gets other memory
  const second = takeReadBuffer(150_000);
  expect(second.buffer).not.toBe(first.buffer);
  giveBackReadBuffer(first.subarray(0, 10)); // a part of it (a short read) gives back the whole
  const third = takeReadBuffer(180_000);
  expect(third.buffer).toBe(first.buffer);
  expect(third.length).toBe(180_000);
  // given back twice, it is still kept once
  giveBackReadBuffer(third);
  giveBackReadBuffer(third);
  expect(takeReadBuffer(200_000).buffer).toBe(first.buffer);
  expect(takeReadBuffer(200_000).buffer).not.toBe(first.buffer);

  // below 32 KiB Node's pool serves, above the largest nothing is read at once
  const small = takeReadBuffer(1000);
  giveBackReadBuffer(small);
  expect(takeReadBuffer(40_000).buffer).not.toBe(small.buffer);
  expect(takeReadBuffer(largestReadBuffer + 1).length).toBe(largestReadBuffer + 1);
  const foreign = Buffer.alloc(256 * 1024);
  giveBackReadBuffer(foreign);
  expect(takeReadBuffer(200_000).buffer).not.toBe(foreign.buffer);
});
