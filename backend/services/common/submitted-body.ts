/** @module The shape of a parsed request body, as services receive it from the http layer. */

/** An uploaded file part. */
export interface UploadedFile {
  fieldName: string;
  originalName: string;
  contentType: string;
  data: Buffer;
}

/** A parsed body: JSON gives `json`; multipart and urlencoded give `fields` (repeated parts kept) and `files`. */
export interface ParsedBody {
  kind: "json" | "multipart" | "urlencoded" | "empty";
  json: unknown;
  fields: Record<string, string[]>;
  files: Record<string, UploadedFile[]>;
}
