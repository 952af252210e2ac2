/** @module Collection options per type: decoding (typed like Go's structs), validation and normalised form. */
import type {
  AuthCollectionOptions,
  CollectionType,
  FieldError,
  FieldErrors,
  ViewCollectionOptions,
} from "../../../shared/models.ts";
import { fieldError } from "../../errors.ts";
import { exclusiveDomainErrors, nilOrNotEmpty, required, tooBig, tooSmall } from "./collection-errors.ts";

/** The leaf reported when options do not decode into the type's options. */
export const invalidOptions = (): FieldError => fieldError("validation_invalid_options", "Invalid options.");

function pick<T>(raw: Record<string, unknown>, key: string, check: (v: unknown) => boolean, zero: T): T {
  const value = raw[key];
  if (value === undefined || value === null) return zero;
  if (!check(value)) throw new TypeError(key);
  return value as T;
}

const isBool = (v: unknown) => typeof v === "boolean";
const isStrings = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === "string");

/** Auth options with every key (zero values for missing ones), or null when a value has the wrong type. */
export function decodeAuthOptions(raw: Record<string, unknown>): AuthCollectionOptions | null {
  try {
    return {
      allowEmailAuth: pick(raw, "allowEmailAuth", isBool, false),
      allowOAuth2Auth: pick(raw, "allowOAuth2Auth", isBool, false),
      allowUsernameAuth: pick(raw, "allowUsernameAuth", isBool, false),
      exceptEmailDomains: pick<string[] | null>(raw, "exceptEmailDomains", isStrings, null),
      manageRule: pick<string | null>(raw, "manageRule", (v) => typeof v === "string", null),
      minPasswordLength: pick(raw, "minPasswordLength", Number.isInteger, 0),
      onlyEmailDomains: pick<string[] | null>(raw, "onlyEmailDomains", isStrings, null),
      requireEmail: pick(raw, "requireEmail", isBool, false),
    };
  } catch {
    return null;
  }
}

/** View options, or null when `query` is not a string. */
export function decodeViewOptions(raw: Record<string, unknown>): ViewCollectionOptions | null {
  try {
    return { query: pick(raw, "query", (v) => typeof v === "string", "") };
  } catch {
    return null;
  }
}

/**
 * The stored form of the options of a collection type: only the type's keys (alphabetical, as
 * PocketBase writes them); options that do not decode are kept as submitted.
 */
export function normaliseOptions(type: string, raw: Record<string, unknown>): Record<string, unknown> {
  if (type === "auth") return (decodeAuthOptions(raw) as Record<string, unknown> | null) ?? raw;
  if (type === "view") return (decodeViewOptions(raw) as Record<string, unknown> | null) ?? raw;
  return (type as CollectionType) === "base" ? {} : raw;
}

/** Errors of auth options apart from the manageRule expression, or null. */
export function authOptionErrors(options: AuthCollectionOptions): FieldErrors | null {
  const e: FieldErrors = {};
  if (options.manageRule === "") e.manageRule = nilOrNotEmpty();
  Object.assign(
    e,
    exclusiveDomainErrors(
      ["exceptEmailDomains", options.exceptEmailDomains],
      ["onlyEmailDomains", options.onlyEmailDomains],
    ),
  );
  const length = options.minPasswordLength;
  if (length === 0) {
    if (options.allowUsernameAuth || options.allowEmailAuth) e.minPasswordLength = required();
  } else if (length < 5) e.minPasswordLength = tooSmall(5);
  else if (length > 72) e.minPasswordLength = tooBig(72);
  return Object.keys(e).length > 0 ? e : null;
}
