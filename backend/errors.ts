/** @module The one error contract of the API: every failure becomes a PocketBase error envelope. */
import type { ErrorEnvelope, FieldError, FieldErrors } from "../shared/models.ts";
import { byteOrder } from "./lib/go-json.ts";

const defaultMessages: Record<number, string> = {
  400: "Something went wrong while processing your request.",
  401: "Missing or invalid authentication token.",
  403: "You are not allowed to perform this request.",
  404: "The requested resource wasn't found.",
  429: "Too many requests.",
};

/** Upper-cases the first letter and ends the text with a period, as PocketBase does. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "") return trimmed;
  const first = trimmed[0].toUpperCase() + trimmed.slice(1);
  return /[.?!]$/.test(first) ? first : `${first}.`;
}

/** An error the API reports to the client as `{code, message, data}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: FieldErrors;

  constructor(status: number, message?: string, data: FieldErrors = {}) {
    super(sentence(message || defaultMessages[status] || defaultMessages[400]));
    this.status = status;
    this.data = data;
  }

  toJSON(): ErrorEnvelope {
    return { code: this.status, message: this.message, data: normaliseFieldErrors(this.data) };
  }

  /**
   * The envelope as JSON text with `data` keys in byte order at every depth. A JS object cannot
   * hold that order for index keys ("10" sorts before "2" in Go), so the text is written here.
   */
  toJSONText(): string {
    return `{"code":${this.status},"message":${JSON.stringify(this.message)},"data":${fieldErrorsText(normaliseFieldErrors(this.data))}}`;
  }
}

function fieldErrorsText(data: FieldErrors): string {
  const members = Object.keys(data)
    .sort(byteOrder)
    .map((key) => {
      const value = data[key];
      const text = isFieldError(value)
        ? JSON.stringify({ code: value.code, message: value.message })
        : fieldErrorsText(value);
      return `${JSON.stringify(key)}:${text}`;
    });
  return `{${members.join(",")}}`;
}

// keys sorted at every depth: PocketBase's field errors are a Go map, which its JSON encoder sorts
function normaliseFieldErrors(data: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const key of Object.keys(data).sort(byteOrder)) {
    const value = data[key];
    out[key] = isFieldError(value)
      ? { code: value.code, message: sentence(value.message) }
      : normaliseFieldErrors(value);
  }
  return out;
}

/** Whether a node of a FieldErrors tree is a `{code, message}` leaf. */
export function isFieldError(value: FieldError | FieldErrors): value is FieldError {
  return typeof (value as FieldError).code === "string" && typeof (value as FieldError).message === "string";
}

/** 400 with optional per-field errors. */
export function badRequest(message?: string, data: FieldErrors = {}): ApiError {
  return new ApiError(400, message, data);
}
/** 400 carrying validation errors with the default message. */
export function validationFailed(data: FieldErrors): ApiError {
  return new ApiError(400, undefined, data);
}
export function unauthorized(message?: string): ApiError {
  return new ApiError(401, message);
}
export function forbidden(message?: string): ApiError {
  return new ApiError(403, message);
}
export function notFound(message?: string): ApiError {
  return new ApiError(404, message);
}
/** 429: the server is busy with work of this kind; the same request may succeed later. */
export function tooManyRequests(message?: string): ApiError {
  return new ApiError(429, message);
}

/** Builds a validation leaf. */
export function fieldError(code: string, message: string): FieldError {
  return { code, message };
}

/** Thrown by services for "no such row"; the error middleware answers 404. */
export class NoRowsError extends Error {
  constructor(what = "no rows in result set") {
    super(what);
  }
}
