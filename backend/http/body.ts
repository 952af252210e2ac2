/** @module Reading request bodies: JSON (32 MiB cap) and multipart with files kept in memory. */
import busboy from "busboy";
import type { Request } from "express";
import { badRequest } from "../errors.ts";
import type { ParsedBody, UploadedFile } from "../services/common/submitted-body.ts";

const maxJsonBytes = 32 * 1024 * 1024;

const cache = new WeakMap<Request, Promise<ParsedBody>>();

/** The media type of the request, compared up to the first `;` or space. */
export function mediaType(req: Request): string {
  return (req.headers["content-type"] ?? "").split(/[; ]/)[0].trim().toLowerCase();
}

/**
 * Parses the body once per request (later calls get the same result).
 * @throws ApiError 400 with `loadingMessage` when the body is malformed or of another type.
 */
export function readBody(req: Request, loadingMessage: string): Promise<ParsedBody> {
  let parsed = cache.get(req);
  if (!parsed) {
    parsed = parseBody(req);
    cache.set(req, parsed);
  }
  return parsed.catch(() => {
    throw badRequest(loadingMessage);
  });
}

async function parseBody(req: Request): Promise<ParsedBody> {
  const type = mediaType(req);
  if (type === "multipart/form-data") return parseMultipart(req);
  const raw = await readRaw(req);
  // no body means "no fields submitted" on form endpoints; the record endpoints refuse it themselves
  if (raw.length === 0) return { kind: "empty", json: {}, fields: {}, files: {} };
  if (type === "application/json") {
    return { kind: "json", json: JSON.parse(raw.toString("utf8"), finiteNumbers), fields: {}, files: {} };
  }
  if (type === "application/x-www-form-urlencoded") {
    const fields: Record<string, string[]> = Object.create(null);
    for (const [key, value] of new URLSearchParams(raw.toString("utf8"))) (fields[key] ??= []).push(value);
    return { kind: "urlencoded", json: undefined, fields, files: {} };
  }
  throw new Error(`unsupported content type ${type}`);
}

/** JSON.parse reviver: numbers beyond float64 (`1e999`) are a decoding error in PocketBase, not Infinity. */
function finiteNumbers(_key: string, value: unknown): unknown {
  if (typeof value === "number" && !Number.isFinite(value)) throw new Error("number out of range");
  return value;
}

function readRaw(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      // beyond the cap the body is cut off, which makes it invalid JSON, as in PocketBase
      if (size < maxJsonBytes) chunks.push(chunk.subarray(0, maxJsonBytes - size));
      size += chunk.length;
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function parseMultipart(req: Request): Promise<ParsedBody> {
  return new Promise((resolve, reject) => {
    // no prototype: part names such as `constructor` or `__proto__` are plain keys
    const fields: Record<string, string[]> = Object.create(null);
    const files: Record<string, UploadedFile[]> = Object.create(null);
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: "utf8" });
    } catch (err) {
      reject(err);
      return;
    }
    parser.on("field", (name, value) => {
      (fields[name] ??= []).push(value);
    });
    parser.on("file", (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        (files[name] ??= []).push({
          fieldName: name,
          originalName: info.filename ?? "",
          contentType: info.mimeType,
          data: Buffer.concat(chunks),
        });
      });
    });
    parser.on("close", () => resolve({ kind: "multipart", json: undefined, fields, files }));
    parser.on("error", reject);
    req.pipe(parser);
  });
}

/**
 * The flat "request data" map of a body (`@request.data.*`): JSON objects as they are;
 * multipart/urlencoded text values with "true"/"false" and numbers converted.
 */
export function requestDataOf(body: ParsedBody): Record<string, unknown> {
  if (body.kind === "json") {
    return body.json !== null && typeof body.json === "object" && !Array.isArray(body.json)
      ? (body.json as Record<string, unknown>)
      : {};
  }
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, values] of Object.entries(body.fields)) {
    const converted = values.map(convertFormValue);
    out[key] = converted.length === 1 ? converted[0] : converted;
  }
  return out;
}

function convertFormValue(value: string): unknown {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^-?\d/.test(value) && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return value;
}
