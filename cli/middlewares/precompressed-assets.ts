/**
 * @module The console's hashed files (`assets/`) from memory: the brotli copy the build made when the
 * browser accepts it, else the file itself (left to the compression middleware). Each file is read
 * once: its name changes whenever its content does.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { RequestHandler } from "express";

const IMMUTABLE = "public, max-age=31536000, immutable";

const TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml",
  json: "application/json; charset=utf-8",
};

interface AssetFile {
  type: string;
  brotli: Buffer | null;
}

function readOrNull(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

/** Whether Accept-Encoding lists `br` with a weight above 0. */
export function acceptsBrotli(header: string | undefined): boolean {
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (name?.trim().toLowerCase() !== "br") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/** Serves `root/assets/*` scripts and styles (mounted at /_); anything else falls through. */
export function precompressedAssets(root: string): RequestHandler {
  // only files found are kept: names that are not there cannot fill it
  const files = new Map<string, AssetFile>();
  const load = (name: string): AssetFile | null => {
    const known = files.get(name);
    if (known) return known;
    const type = TYPES[name.slice(name.lastIndexOf(".") + 1)];
    if (!type || !existsSync(join(root, "assets", name))) return null;
    const file = { type, brotli: readOrNull(join(root, "assets", `${name}.br`)) };
    files.set(name, file);
    return file;
  };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = /^\/assets\/([\w.-]+)$/.exec(req.path)?.[1];
    const file = name ? load(name) : null;
    if (!file) return next();
    res.setHeader("Cache-Control", IMMUTABLE);
    res.setHeader("Content-Type", file.type);
    res.setHeader("Vary", "Accept-Encoding");
    if (!file.brotli || !acceptsBrotli(req.headers["accept-encoding"])) return next();
    res.setHeader("Content-Encoding", "br");
    res.setHeader("Content-Length", file.brotli.length);
    res.end(req.method === "HEAD" ? undefined : file.brotli);
  };
}
