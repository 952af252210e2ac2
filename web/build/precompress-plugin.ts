/**
 * @module Build step: a brotli copy (`.br`, best quality) beside every script and style sheet, which
 * pbdeck's server sends as it is (cli/middlewares/precompressed-assets.ts). Compressing on each
 * request cost 5-15 ms of the server's CPU per large file, on the cold start of every browser.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import type { Plugin } from "vite";

/** Smaller files gain too little for a second copy. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

export function precompressPlugin(): Plugin {
  return {
    name: "pbdeck-precompress",
    apply: "build",
    // once written: every plugin has had its say on the code by then (Vite fills in its preload
    // lists in its own generateBundle, which a copy made earlier missed)
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) throw new Error("precompress: the build has no output directory");
      for (const file of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(file.fileName)) continue;
        const source = file.type === "chunk" ? file.code : file.source;
        const bytes = typeof source === "string" ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < MIN_BYTES) continue;
        const compressed = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        writeFileSync(join(outDir, `${file.fileName}.br`), compressed);
      }
    },
  };
}
