/** Sends one case's request to one server and turns the answer into the form it is compared in. */
import { createHash } from "node:crypto";
import sharp from "sharp";
import * as tokens from "../../helpers/fixture-tokens.ts";
import type { Auth, DiffCase, Observed, ServerUnderTest } from "./types.ts";

const fixtureTokens: Record<Auth, string> = {
  admin: tokens.adminToken,
  user1: tokens.user1Token,
  user2: tokens.user2Token,
  user3: tokens.user3Token,
  client: tokens.clientToken,
  nologin: tokens.nologinToken,
};

/** The token a case signs in with, on one server. */
export function tokenFor(auth: DiffCase["auth"], server: ServerUnderTest): string | undefined {
  if (!auth) return undefined;
  return typeof auth === "function" ? auth(server) : fixtureTokens[auth];
}

function perServer<T>(value: T | ((server: ServerUnderTest) => T), server: ServerUnderTest): T {
  return typeof value === "function" ? (value as (server: ServerUnderTest) => T)(server) : value;
}

/** Reads an answer's body the way `compare` says. */
export async function observe(res: Response, compare: DiffCase["compare"] = "json"): Promise<Observed> {
  // charset names are case-insensitive (Go writes UTF-8, express utf-8)
  const contentType = (res.headers.get("content-type") ?? "").toLowerCase().replace(/\s+/g, "");
  const bytes = Buffer.from(await res.arrayBuffer());
  let body: unknown;
  if (compare === "bytes")
    body = { length: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
  else if (compare === "image") {
    const meta = await sharp(bytes).metadata();
    body = { format: meta.format, width: meta.width, height: meta.height };
  } else if (compare === "text") body = bytes.toString("utf8");
  else {
    const text = bytes.toString("utf8");
    try {
      body = text === "" ? null : JSON.parse(text);
    } catch {
      body = { notJson: text };
    }
  }
  const disposition = res.headers.get("content-disposition");
  return disposition
    ? { status: res.status, contentType, disposition, body }
    : { status: res.status, contentType, body };
}

/** Runs one case on one server (its script, or its one request). */
export async function sendCase(item: DiffCase, server: ServerUnderTest): Promise<Observed> {
  if (item.run) return item.run(server);
  const headers: Record<string, string> = { ...item.headers };
  const token = tokenFor(item.auth, server);
  if (token) headers.Authorization = token;
  let body: BodyInit | undefined;
  if (item.form) body = item.form(server);
  else if (item.json !== undefined) {
    body = JSON.stringify(perServer(item.json, server));
    headers["Content-Type"] ??= "application/json";
  }
  const url = perServer(item.url ?? "/", server);
  const res = await fetch(server.url + url, { method: item.method ?? "GET", headers, body });
  return observe(res, item.compare);
}
