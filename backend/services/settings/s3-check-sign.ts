/** @module AWS Signature Version 4 for plain S3 requests (header-signed, payload hashed). */
import { createHash, createHmac } from "node:crypto";

/** The credentials and region a request is signed for. */
export interface S3Credentials {
  accessKey: string;
  secret: string;
  region: string;
}

const sha256Hex = (data: string | Uint8Array): string => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string): Buffer => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as S3 wants it (also `!'()*`). */
export function s3Encode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([key, value]) => [s3Encode(key), s3Encode(value)])
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
}

/**
 * The headers that sign `method url` with `body` (Host is sent by fetch from the URL itself).
 * `url` must already have its path encoded with s3Encode per segment.
 */
export function signS3Request(
  method: string,
  url: URL,
  body: Uint8Array,
  credentials: S3Credentials,
  now = new Date(),
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256Hex(body);
  const headers: Record<string, string> = {
    host: url.host,
    "x-amz-content-sha256": payloadHash,
    "x-amz-date": amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonical = [
    method,
    url.pathname === "" ? "/" : url.pathname,
    canonicalQuery(url),
    names.map((name) => `${name}:${headers[name].trim()}\n`).join(""),
    names.join(";"),
    payloadHash,
  ].join("\n");
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonical)].join("\n");
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secret}`, day), credentials.region), "s3"),
    "aws4_request",
  );
  const signature = createHmac("sha256", key).update(stringToSign).digest("hex");
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKey}/${scope}, SignedHeaders=${names.join(";")}, Signature=${signature}`,
  };
}
