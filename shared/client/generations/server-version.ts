/**
 * @module The exact PocketBase version, where the server tells it. No API route names it; the
 * dashboard at `/_/` loads a script bundle that carries `PocketBase v0.x.y`. A server built without
 * the dashboard, a proxy that blocks `/_/` or a fork with another UI gives null.
 */

export interface VersionOptions {
  signal?: AbortSignal;
  /** Sends the two requests through this fetch (the fleet marks its probes). */
  fetch?: typeof fetch;
}

const BUNDLE = /assets\/index-[\w.-]+\.js/;
const VERSION = /PocketBase v(\d+\.\d+\.\d+[\w.-]*)/;

/**
 * `0.22.27` for the server at `baseUrl`, or null when its dashboard does not say.
 * @example await readServerVersion("http://127.0.0.1:8090") // "0.40.6"
 */
export async function readServerVersion(
  baseUrl: string,
  options: VersionOptions = {},
): Promise<string | null> {
  const send = options.fetch ?? fetch;
  try {
    const root = new URL("_/", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
    const page = await send(root, { signal: options.signal });
    if (!page.ok) return null;
    const bundle = BUNDLE.exec(await page.text())?.[0];
    if (!bundle) return null;
    const script = await send(new URL(bundle, root), { signal: options.signal });
    if (!script.ok) return null;
    return VERSION.exec(await script.text())?.[1] ?? null;
  } catch {
    // no answer, an abort or a body that is not text: the version is simply unknown
    return null;
  }
}
