/** @module Where a worker thread's module is, beside the module that starts it. */

/**
 * The file of the thread module `name` (no extension) beside the module at `moduleUrl`: `.ts` when
 * run from the sources (tests), `.js` from dist and the package.
 */
export function threadFileBeside(moduleUrl: string, name: string): URL {
  return new URL(`./${name}${moduleUrl.endsWith(".ts") ? ".ts" : ".js"}`, moduleUrl);
}
