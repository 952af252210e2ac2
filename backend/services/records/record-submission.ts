/** @module Loading a record create/update body: keys read, modifiers, merge, file bookkeeping, uploads. */
import type { Collection, SchemaField } from "../../../shared/models.ts";
import { ApiError, badRequest, fieldError } from "../../errors.ts";
import { newFileName } from "../../storage/file-names.ts";
import { detectMime } from "../../storage/mime.ts";
import type { StoredRecord } from "../common/caller.ts";
import type { ParsedBody, UploadedFile } from "../common/submitted-body.ts";
import { replaceModifiers } from "./record-modifiers.ts";
import {
  castToBool,
  castToString,
  isListType,
  normaliseFieldValue,
  toUniqueStrings,
} from "./record-values.ts";

export const loadFailedMessage = "Failed to load the submitted data due to invalid formatting.";

/** The auth-only inputs of a submission (prefilled from the current record on update). */
export interface AuthInput {
  username: string;
  email: string;
  emailVisibility: boolean;
  verified: boolean;
  password: string;
  passwordConfirm: string;
  oldPassword: string;
}

/** A new file to store once the submission validates. */
export interface PendingUpload {
  field: SchemaField;
  /** The generated stored name. */
  name: string;
  file: UploadedFile;
  mime: string;
}

/** A loaded submission: the full new schema data plus what happens to files. */
export interface Submission {
  collection: Collection;
  current: StoredRecord | null;
  /** The submitted id on create ("" when none); the current id on update unless another was sent. */
  id: string;
  /** Every schema field, normalised, as it will be stored. */
  values: Record<string, unknown>;
  auth: AuthInput | null;
  uploads: PendingUpload[];
  /** Names of current files that the save removes. */
  filesToDelete: string[];
}

/**
 * The record data of a body: a JSON object as it is; multipart text parts with repeated values kept
 * for select/file/relation fields and the first value for every other key.
 * @throws ApiError 400 load failure for other content types and non-object JSON
 */
export function submittedDataOf(collection: Collection, body: ParsedBody): Record<string, unknown> {
  if (body.kind === "json") {
    if (body.json === null) return {};
    if (typeof body.json !== "object" || Array.isArray(body.json)) throw badRequest(loadFailedMessage);
    return body.json as Record<string, unknown>;
  }
  if (body.kind !== "multipart") throw badRequest(loadFailedMessage);
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, values] of Object.entries(body.fields)) {
    const field = collection.schema.find((f) => f.name === key);
    out[key] = field && isListType(field) ? [...values] : values[0];
  }
  return out;
}

function emptyAuthInput(current: StoredRecord | null): AuthInput {
  const v = current?.values ?? {};
  return {
    username: castToString(v.username),
    email: castToString(v.email),
    emailVisibility: castToBool(v.emailVisibility),
    verified: castToBool(v.verified),
    password: "",
    passwordConfirm: "",
    oldPassword: "",
  };
}

function readAuthInput(input: AuthInput, data: Record<string, unknown>): void {
  if ("username" in data) input.username = castToString(data.username);
  if ("email" in data) input.email = castToString(data.email);
  if ("emailVisibility" in data) input.emailVisibility = castToBool(data.emailVisibility);
  if ("verified" in data) input.verified = castToBool(data.verified);
  if ("password" in data) input.password = castToString(data.password);
  if ("passwordConfirm" in data) input.passwordConfirm = castToString(data.passwordConfirm);
  if ("oldPassword" in data) input.oldPassword = castToString(data.oldPassword);
}

/** The current schema values of a record, or every field's zero value for a new one. */
export function baseValues(collection: Collection, current: StoredRecord | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of collection.schema)
    out[field.name] = normaliseFieldValue(field, current?.values[field.name]);
  return out;
}

/**
 * Loads a submission against the current record (null on create).
 * @throws ApiError 400 load failure, with `validation_unknown_filenames` for names that are not current files
 */
export function loadSubmission(
  collection: Collection,
  current: StoredRecord | null,
  submitted: Record<string, unknown>,
  files: Record<string, UploadedFile[]>,
): Submission {
  const base = baseValues(collection, current);
  const data = replaceModifiers(collection, submitted, base);
  const submission: Submission = {
    collection,
    current,
    id: current ? castToString(current.values.id) : "",
    values: {},
    auth: collection.type === "auth" ? emptyAuthInput(current) : null,
    uploads: [],
    filesToDelete: [],
  };
  if ("id" in data) submission.id = castToString(data.id);
  if (submission.auth) readAuthInput(submission.auth, data);

  for (const field of collection.schema) {
    const key = field.name;
    // own keys only: a field named `constructor` must not read Object.prototype
    const value = normaliseFieldValue(field, Object.hasOwn(data, key) ? data[key] : base[key]);
    submission.values[key] = value;
    if (field.type !== "file") continue;
    const oldNames = toUniqueStrings(base[key]);
    const submittedNames = toUniqueStrings(value);
    if (submittedNames.some((name) => !oldNames.includes(name))) {
      throw new ApiError(400, loadFailedMessage, {
        [key]: fieldError("validation_unknown_filenames", "The field contains unknown filenames."),
      });
    }
    for (const name of oldNames) if (!submittedNames.includes(name)) submission.filesToDelete.push(name);
  }
  addUploads(submission, files);
  return submission;
}

function addUploads(submission: Submission, files: Record<string, UploadedFile[]>): void {
  for (const field of submission.collection.schema) {
    if (field.type !== "file") continue;
    const uploaded = files[field.name] ?? [];
    if (uploaded.length === 0) continue;
    const pending = uploaded.map((file) => {
      const mime = detectMime(file.data);
      return { field, file, mime, name: newFileName(file.originalName, mime) };
    });
    if (field.options.maxSelect <= 1) {
      // a single-file field: the first upload replaces the current file
      for (const name of toUniqueStrings(submission.values[field.name]))
        if (!submission.filesToDelete.includes(name)) submission.filesToDelete.push(name);
      submission.uploads.push(pending[0]);
      submission.values[field.name] = normaliseFieldValue(field, pending[0].name);
    } else {
      submission.uploads.push(...pending);
      submission.values[field.name] = normaliseFieldValue(field, [
        ...toUniqueStrings(submission.values[field.name]),
        ...pending.map((p) => p.name),
      ]);
    }
  }
}
