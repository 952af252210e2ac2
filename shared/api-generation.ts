/**
 * @module Which PocketBase API generation a server speaks, from two unauthenticated probes. The admin
 * sign-in route answers 400 to an empty body up to v0.22 and is gone (404) from v0.23; the request
 * logs stats route exists (401 without a token) only up to v0.19.
 */

export type ApiGeneration = "v0.18" | "v0.20-v0.22" | "v0.23+" | "unknown" | "down";

async function status(fetchImpl: typeof fetch, url: string, init?: RequestInit): Promise<number> {
  const res = await fetchImpl(url, init);
  // drain the body so the connection can be reused
  await res.arrayBuffer().catch(() => undefined);
  return res.status;
}

/**
 * Probes `baseUrl` (`https://pb.example.com`, a path prefix allowed); "down" when it cannot be reached.
 * @example await detectApiGeneration("http://127.0.0.1:8090") === "v0.18"
 */
export async function detectApiGeneration(
  baseUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<"v0.18" | "v0.20-v0.22" | "v0.23+" | "unknown" | "down"> {
  const root = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  try {
    const signIn = await status(fetchImpl, `${root}api/admins/auth-with-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    if (signIn === 404) return "v0.23+";
    if (signIn !== 400) return "unknown";
    const stats = await status(fetchImpl, `${root}api/logs/requests/stats`);
    if (stats === 401 || stats === 403) return "v0.18";
    if (stats === 404) return "v0.20-v0.22";
    return "unknown";
  } catch {
    return "down";
  }
}
