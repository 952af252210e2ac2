/** @module Streams the `file` part of a multipart backup upload to a service, without buffering it. */
import type { Readable } from "node:stream";
import busboy from "busboy";
import type { Request } from "express";
import { badRequest } from "../errors.ts";
import { mediaType } from "./body.ts";

const missingFile = "Missing or invalid uploaded file.";

/**
 * Hands the first part named `file` (its stream and client file name) to `store`, and waits for it.
 * @throws ApiError 400 "Missing or invalid uploaded file." when the body has no such part; whatever `store` throws.
 */
export function receiveUploadedFile(
  req: Request,
  store: (stream: Readable, fileName: string) => Promise<void>,
): Promise<void> {
  if (mediaType(req) !== "multipart/form-data") return Promise.reject(badRequest(missingFile));
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: "utf8", limits: { files: 1 } });
    } catch {
      reject(badRequest(missingFile));
      return;
    }
    let stored: Promise<void> | null = null;
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || stored) {
        stream.resume();
        return;
      }
      stored = store(stream, info.filename ?? "");
      // a failed store stops reading; the rest of the body is drained below
      stored.catch(() => stream.resume());
    });
    parser.on("close", () => {
      if (!stored) reject(badRequest(missingFile));
      else stored.then(resolve, reject);
    });
    parser.on("error", () => reject(badRequest(missingFile)));
    req.pipe(parser);
  });
}
