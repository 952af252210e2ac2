/** @module Where the built web console lives. */
import { fileURLToPath } from "node:url";

/**
 * PBDECK_WEB_ROOT when set (tests), else dist/web next to the built cli
 * (dist/cli/lib/web-root.js -> dist/web; when run from source, cli/lib -> dist/web).
 */
export function webRoot(env = process.env): string {
  if (env.PBDECK_WEB_ROOT) return env.PBDECK_WEB_ROOT;
  const relative = import.meta.url.endsWith(".ts") ? "../../dist/web/" : "../../web/";
  return fileURLToPath(new URL(relative, import.meta.url));
}
