/**
 * @module Reading the fields of a submitted form (JSON, multipart or urlencoded) the way Go binds
 * them into typed structs: a value of the wrong JSON type is a load error, form text is converted.
 * Used by the admin and the record-auth forms.
 */
import type { Request } from "express";
import { badRequest } from "../../errors.ts";
import { readBody } from "../../http/body.ts";

/** Typed access to the fields of one submitted form. */
export interface FormInput {
  /** Whether the field was submitted at all. */
  has(name: string): boolean;
  /** A text field ("" when missing or null). @throws ApiError 400 (load message) for a non-string JSON value. */
  string(name: string): string;
  /** An integer field (`fallback` when missing or null). @throws ApiError 400 (load message) when not an integer. */
  integer(name: string, fallback: number): number;
  /**
   * A JSON object field ({} when missing, null or sent as form text, which cannot carry one).
   * @throws ApiError 400 (load message) for another JSON type.
   */
  object(name: string): Record<string, unknown>;
}

/**
 * Parses the request body into a FormInput.
 * @throws ApiError 400 with `loadMessage` when the body cannot be parsed.
 */
export async function readForm(req: Request, loadMessage: string): Promise<FormInput> {
  const body = await readBody(req, loadMessage);
  const loadError = () => badRequest(loadMessage);
  let raw: Record<string, unknown> = {};
  if (body.kind === "json") {
    // Go can only bind a JSON object (or null) into a form struct
    if (body.json !== null && (typeof body.json !== "object" || Array.isArray(body.json))) throw loadError();
    raw = (body.json ?? {}) as Record<string, unknown>;
  } else {
    for (const [key, values] of Object.entries(body.fields)) raw[key] = values[0];
  }
  const fromText = body.kind !== "json";
  return {
    has: (name) => raw[name] !== undefined,
    string(name) {
      const value = raw[name];
      if (value === undefined || value === null) return "";
      if (typeof value !== "string") throw loadError();
      return value;
    },
    integer(name, fallback) {
      const value = raw[name];
      if (value === undefined || value === null || (fromText && value === "")) return fallback;
      const number =
        fromText && typeof value === "string" && /^[+-]?\d+$/.test(value) ? Number(value) : value;
      if (typeof number !== "number" || !Number.isSafeInteger(number)) throw loadError();
      return number;
    },
    object(name) {
      const value = raw[name];
      if (value === undefined || value === null || fromText) return {};
      if (typeof value !== "object" || Array.isArray(value)) throw loadError();
      return value as Record<string, unknown>;
    },
  };
}
