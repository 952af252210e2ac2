import { expect, test } from "vitest";
import {
  DIALOG_ID_LENGTH,
  GENERATED_PASSWORD_LENGTH,
  RANDOM_SECRET_LENGTH,
  randomDialogId,
  randomSecret,
} from "../../../web/src/lib/random.ts";

test("the spec's lengths: secrets 32 by default, generated passwords 15, dialog ids 5", () => {
  expect(RANDOM_SECRET_LENGTH).toBe(32);
  expect(GENERATED_PASSWORD_LENGTH).toBe(15);
  expect(DIALOG_ID_LENGTH).toBe(5);
  expect(randomSecret()).toMatch(/^[A-Za-z0-9]{32}$/);
  expect(randomSecret(GENERATED_PASSWORD_LENGTH)).toMatch(/^[A-Za-z0-9]{15}$/);
  expect(randomSecret(1000)).toHaveLength(1000);
});

test("dialog ids are 5 characters, a lowercase letter then letters or digits, and differ from call to call", () => {
  const ids = new Set(Array.from({ length: 500 }, randomDialogId));
  for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]{4}$/);
  expect(ids.size).toBeGreaterThan(490);
});

test("every character of the alphabet turns up (no character is left out by the byte rejection)", () => {
  const seen = new Set(randomSecret(20_000));
  expect(seen.size).toBe(62);
});
