import { expect, test } from "vitest";
import type { SchemaField } from "../../../../shared/models.ts";
import { recordFormErrors } from "../../../../web/src/lib/records/record-form-checks.ts";

const json = { id: "j", name: "meta", type: "json", required: false, options: {} } as unknown as SchemaField;
const collection = { schema: [json] };

test("a hand-typed id shorter than 15 characters is refused on create; empty means auto-generate", () => {
  const ctx = { isNew: true, withPassword: false };
  expect(recordFormErrors(collection, { id: "short" }, ctx)).toEqual({
    id: { code: "validation_length_too_short", message: "Must be at least 15 characters." },
  });
  expect(recordFormErrors(collection, { id: "" }, ctx)).toEqual({});
  expect(recordFormErrors(collection, { id: "abcdefghijklmno" }, ctx)).toEqual({});
  // an existing record's id is read-only and never checked
  expect(recordFormErrors(collection, { id: "short" }, { isNew: false, withPassword: false })).toEqual({});
});

test("shown password fields must be filled; hidden ones are not checked", () => {
  const blank = { code: "validation_required", message: "Cannot be blank." };
  expect(
    recordFormErrors(collection, { password: "", passwordConfirm: "" }, { isNew: true, withPassword: true }),
  ).toEqual({
    password: blank,
    passwordConfirm: blank,
  });
  expect(
    recordFormErrors(
      collection,
      { password: "12345678", passwordConfirm: "" },
      { isNew: true, withPassword: true },
    ),
  ).toEqual({ passwordConfirm: blank });
  expect(recordFormErrors(collection, { password: "" }, { isNew: false, withPassword: false })).toEqual({});
});

test("a JSON field that does not parse gets invalid_json with the parser's message", () => {
  const errors = recordFormErrors(collection, { meta: "{nope" }, { isNew: true, withPassword: false });
  expect(errors.meta?.code).toBe("invalid_json");
  expect(errors.meta?.message).not.toBe("");
  expect(recordFormErrors(collection, { meta: '{"a":1}' }, { isNew: true, withPassword: false })).toEqual({});
});
