/** @module "Base" validation of a record submission: the id and, for auth collections, the auth fields. */
import type { Collection, FieldError, FieldErrors } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { quoteId } from "../../db/connection.ts";
import { fieldError } from "../../errors.ts";
import { verifyPassword } from "../../lib/passwords.ts";
import { isValidEmail } from "./record-formats.ts";
import { recordIdExists } from "./record-store.ts";
import type { AuthInput, Submission } from "./record-submission.ts";
import { castToString } from "./record-values.ts";

const idPattern = /^[^@#$&|.,'"\\/\s]+$/;
const usernamePattern = /^[\w][\w.]*$/;
const bytes = (text: string) => Buffer.byteLength(text, "utf8");

function lengthError(min: number, max: number): FieldError {
  return min === max
    ? fieldError("validation_length_invalid", `The length must be exactly ${min}`)
    : fieldError("validation_length_out_of_range", `The length must be between ${min} and ${max}`);
}

function checkId(backend: Backend, submission: Submission): FieldError | null {
  const { id, current, collection } = submission;
  if (id === "") return null;
  if (current)
    return id === castToString(current.values.id)
      ? null
      : fieldError("validation_in_invalid", "Must be a valid value");
  if (bytes(id) !== 15) return lengthError(15, 15);
  if (!idPattern.test(id)) return fieldError("validation_match_invalid", "Must be in a valid format");
  if (recordIdExists(backend, collection, id))
    return fieldError("validation_invalid_id", "The model id is invalid or already exists");
  return null;
}

/** Whether no other record of the collection has this value in `column` (username: case-insensitive). */
export function isAuthValueUnique(
  backend: Backend,
  collection: Collection,
  column: "username" | "email",
  value: string,
  excludeId: string,
): boolean {
  const table = quoteId(collection.name);
  const sql =
    column === "username"
      ? `SELECT 1 FROM ${table} WHERE LOWER(username) = LOWER(?) AND id != ? LIMIT 1`
      : `SELECT 1 FROM ${table} WHERE email = ? AND id != ? LIMIT 1`;
  return backend.db.prepare(sql).get(value, excludeId) === undefined;
}

function checkUsername(backend: Backend, submission: Submission, input: AuthInput): FieldError | null {
  const value = input.username;
  if (value === "") return submission.current ? fieldError("validation_required", "Cannot be blank") : null;
  if (bytes(value) < 3 || bytes(value) > 150) return lengthError(3, 150);
  if (!usernamePattern.test(value))
    return fieldError("validation_match_invalid", "Must be in a valid format");
  const selfId = submission.current ? castToString(submission.current.values.id) : "";
  if (!isAuthValueUnique(backend, submission.collection, "username", value, selfId))
    return fieldError("validation_invalid_username", "The username is invalid or already in use");
  return null;
}

function checkEmail(
  backend: Backend,
  submission: Submission,
  input: AuthInput,
  manage: boolean,
): FieldError | null {
  const collection = submission.collection;
  if (collection.type !== "auth") return null;
  const value = input.email;
  const options = collection.options;
  if (value === "") return options.requireEmail ? fieldError("validation_required", "Cannot be blank") : null;
  if (submission.current && !manage && value !== castToString(submission.current.values.email))
    return fieldError("validation_in_invalid", "Must be a valid value");
  if (bytes(value) > 255) return lengthError(1, 255);
  if (!isValidEmail(value)) return fieldError("validation_is_email", "Must be a valid email address");
  const domain = value.slice(value.lastIndexOf("@") + 1);
  const only = options.onlyEmailDomains ?? [];
  const except = options.exceptEmailDomains ?? [];
  if ((only.length > 0 && !only.includes(domain)) || (except.length > 0 && except.includes(domain)))
    return fieldError("validation_email_domain_not_allowed", "Email domain is not allowed");
  const selfId = submission.current ? castToString(submission.current.values.id) : "";
  if (!isAuthValueUnique(backend, collection, "email", value, selfId))
    return fieldError("validation_invalid_email", "The email is invalid or already in use");
  return null;
}

async function checkPasswords(
  submission: Submission,
  input: AuthInput,
  manage: boolean,
  errors: FieldErrors,
): Promise<void> {
  const collection = submission.collection;
  const isNew = submission.current === null;
  const minLength = collection.type === "auth" ? collection.options.minPasswordLength : 0;
  if (input.password === "") {
    if (isNew || input.passwordConfirm !== "" || input.oldPassword !== "")
      errors.password = fieldError("validation_required", "Cannot be blank");
  } else if (bytes(input.password) < minLength || bytes(input.password) > 72) {
    errors.password = lengthError(minLength, 72);
  }
  if (input.passwordConfirm === "" && (isNew || input.password !== "" || input.oldPassword !== "")) {
    errors.passwordConfirm = fieldError("validation_required", "Cannot be blank");
  } else if (input.passwordConfirm !== input.password) {
    errors.passwordConfirm = fieldError("validation_values_mismatch", "Values don't match");
  }
  if (!isNew && !manage && (input.password !== "" || input.passwordConfirm !== "")) {
    const hash = castToString(submission.current?.values.passwordHash);
    if (input.oldPassword === "") errors.oldPassword = fieldError("validation_required", "Cannot be blank");
    else if (!(await verifyPassword(input.oldPassword, hash)))
      errors.oldPassword = fieldError("validation_invalid_old_password", "Missing or invalid old password");
  }
}

/** Validates the id and auth fields (`manage` = manage access); empty when all pass. */
export async function validateBaseFields(
  backend: Backend,
  submission: Submission,
  manage: boolean,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const idError = checkId(backend, submission);
  if (idError) errors.id = idError;
  const input = submission.auth;
  if (!input) return errors;
  const usernameError = checkUsername(backend, submission, input);
  if (usernameError) errors.username = usernameError;
  const emailError = checkEmail(backend, submission, input, manage);
  if (emailError) errors.email = emailError;
  const currentVerified = submission.current ? submission.current.values.verified === true : false;
  if (!manage && input.verified && !currentVerified)
    errors.verified = fieldError("validation_in_invalid", "Must be a valid value");
  await checkPasswords(submission, input, manage, errors);
  return errors;
}
