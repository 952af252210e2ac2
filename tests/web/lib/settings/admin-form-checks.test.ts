import { expect, test } from "vitest";
import { adminFormErrors } from "../../../../web/src/lib/settings/admin-form-checks.ts";

const blank = { code: "validation_required", message: "Cannot be blank." };

test("a new admin needs an email address and both password fields", () => {
  expect(adminFormErrors({ email: "", password: "", passwordConfirm: "", withPassword: true })).toEqual({
    email: blank,
    password: blank,
    passwordConfirm: blank,
  });
  expect(
    adminFormErrors({
      email: "not-an-email",
      password: "1234567890",
      passwordConfirm: "1234567890",
      withPassword: true,
    }),
  ).toEqual({
    email: { code: "validation_is_email", message: "Must be a valid email address." },
  });
  expect(
    adminFormErrors({
      email: "a@example.com",
      password: "1234567890",
      passwordConfirm: "1234567890",
      withPassword: true,
    }),
  ).toEqual({});
});

test("an edit without 'Change password' checks only the email", () => {
  expect(
    adminFormErrors({ email: "a@example.com", password: "", passwordConfirm: "", withPassword: false }),
  ).toEqual({});
});
