/** @module The built console files: hashed assets cached for a year, everything else revalidated. */
import express, { type RequestHandler } from "express";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** Serves files of `root` (mounted at /_); index.html is left to spaFallback. */
export function consoleStatic(root: string): RequestHandler {
  return express.static(root, {
    index: false,
    redirect: false,
    fallthrough: true,
    setHeaders(res, path) {
      // Vite puts a content hash in every file name under assets/
      const hashed = /[\\/]assets[\\/][^\\/]+$/.test(path);
      res.setHeader("Cache-Control", hashed ? IMMUTABLE : "no-cache");
    },
  });
}
