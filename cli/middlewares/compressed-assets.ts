/**
 * @module The console's hashed files (`assets/`) brotli-compressed at the best quality once, in the
 * background, and then sent from memory. Compressing on each request cost 5-15 ms of the server's CPU
 * per large file on every browser's cold start; copies made by the build would have grown the package
 * by a third. Until a file's copy is ready it goes through the compression middleware as before. The
 * files the first screens need (named in index.html) are compressed as soon as the server starts.
 * A hashed name changes whenever its content does, so a copy never goes stale.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import type { RequestHandler } from "express";

const IMMUTABLE = "public, max-age=31536000, immutable";
const compress = promisify(brotliCompress);

const TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml",
  json: "application/json; charset=utf-8",
};

/** Files this small gain too little to keep a copy. */
const MIN_BYTES = 1024;

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

/** The asset file names index.html refers to: its scripts, styles and the first pages' code it lists. */
export function assetsNamedIn(html: string): string[] {
  return [...new Set([...html.matchAll(/\.\/assets\/([\w.-]+\.(?:js|css))/g)].map((m) => m[1] as string))];
}

interface Compressed {
  type: string;
  body: Buffer;
}

export interface CompressedAssets {
  handler: RequestHandler;
  /** Resolves once the files index.html names are compressed (tests wait for it; serving never does). */
  warmed: Promise<void>;
}

/** Serves `root/assets/*` scripts and styles (mounted at /_) from compressed copies once made. */
export function compressedAssets(root: string): CompressedAssets {
  const ready = new Map<string, Compressed>();
  const started = new Map<string, Promise<void>>();

  const prepare = (name: string): Promise<void> => {
    const known = started.get(name);
    if (known) return known;
    const type = TYPES[name.slice(name.lastIndexOf(".") + 1)];
    const work = (async () => {
      if (!type) return;
      const source = await readFile(join(root, "assets", name));
      if (source.length < MIN_BYTES) return;
      const body = await compress(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      });
      ready.set(name, { type, body });
    })().catch(() => {
      // not there (yet), or unreadable: served (or refused) as a plain file; a later request tries again
      started.delete(name);
    });
    started.set(name, work);
    return work;
  };

  // one file at a time: the thread pool stays free for the requests' own file and crypto work
  const warmed = readFile(join(root, "index.html"), "utf8").then(
    async (html) => {
      for (const name of assetsNamedIn(html)) await prepare(name);
    },
    () => {}, // no build: nothing to warm
  );

  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = /^\/assets\/([\w.-]+)$/.exec(req.path)?.[1];
    if (!name) return next();
    const file = ready.get(name);
    if (!file) {
      void prepare(name);
      return next();
    }
    res.setHeader("Cache-Control", IMMUTABLE);
    res.setHeader("Content-Type", file.type);
    res.setHeader("Vary", "Accept-Encoding");
    if (!acceptsBrotli(req.headers["accept-encoding"])) return next();
    res.setHeader("Content-Encoding", "br");
    res.setHeader("Content-Length", file.body.length);
    res.end(req.method === "HEAD" ? undefined : file.body);
  };
  return { handler, warmed };
}
