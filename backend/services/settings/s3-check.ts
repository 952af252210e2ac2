/**
 * @module Checking that an S3 bucket is usable: upload a small object under a random prefix, list
 * the prefix, delete what is there (http-api §3.9.3). Plain signed HTTP requests, no SDK.
 */
import { randomString } from "../../lib/random.ts";
import { s3Encode, signS3Request } from "./s3-check-sign.ts";
import type { S3Settings } from "./settings-defaults.ts";

const requestTimeoutMs = 30_000;

/** Where the object `key` of the configured bucket lives (path-style or virtual-hosted). */
export function s3ObjectUrl(config: S3Settings, key: string): URL {
  const endpoint = new URL(
    /^[a-z][a-z0-9+.-]*:\/\//i.test(config.endpoint) ? config.endpoint : `https://${config.endpoint}`,
  );
  const base = endpoint.pathname.replace(/\/+$/, "");
  const path = key.split("/").map(s3Encode).join("/");
  if (config.forcePathStyle) return new URL(`${endpoint.origin}${base}/${s3Encode(config.bucket)}/${path}`);
  return new URL(`${endpoint.protocol}//${config.bucket}.${endpoint.host}${base}/${path}`);
}

function xmlValues(xml: string, tag: string): string[] {
  const values: string[] = [];
  for (const match of xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))) {
    values.push(
      match[1]
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, "&"),
    );
  }
  return values;
}

async function send(config: S3Settings, method: string, url: URL, body = new Uint8Array()): Promise<string> {
  const headers = signS3Request(method, url, body, config);
  if (method === "PUT") headers["content-type"] = "text/plain; charset=utf-8";
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: method === "PUT" ? body : undefined,
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause;
    const detail = cause instanceof Error ? `: ${cause.message}` : "";
    throw new Error(`${method} ${url.href} failed: ${(err as Error).message}${detail}`);
  }
  const text = await res.text();
  if (!res.ok) {
    const code = xmlValues(text, "Code")[0] ?? res.statusText;
    const message = xmlValues(text, "Message")[0];
    throw new Error(
      `${code}${message ? `: ${message}` : ""} (${method} ${url.pathname}, status code ${res.status})`,
    );
  }
  return text;
}

/**
 * Uploads `pb_settings_test_<random>/test.txt`, then lists and deletes that prefix.
 * @throws Error with a readable reason when S3 is disabled or any request fails.
 */
export async function checkS3(config: S3Settings): Promise<void> {
  if (!config.enabled) throw new Error("S3 storage filesystem is not enabled");
  const prefix = `pb_settings_test_${randomString(5)}`;
  await send(config, "PUT", s3ObjectUrl(config, `${prefix}/test.txt`), new TextEncoder().encode("test"));
  // listing and deleting the prefix proves that both work with these credentials
  const list = s3ObjectUrl(config, "");
  list.search = `list-type=2&prefix=${s3Encode(`${prefix}/`)}`;
  const keys = xmlValues(await send(config, "GET", list), "Key");
  for (const key of keys) await send(config, "DELETE", s3ObjectUrl(config, key));
}
