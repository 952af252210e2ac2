/**
 * @module The generation API of a signed-in client that was handed over without it (the TUI's views
 * get a Client): told once per client and kept. A superuser token says v0.23+ by itself; an admin
 * token costs one signed-in request (api-generation.ts); pbdeck's own backend answers like v0.18.
 */
import { detectApiGeneration } from "../api-generation.ts";
import type { Client } from "../index.ts";
import { tokenKind } from "../token-kind.ts";
import { type GenerationApi, generationApi } from "./generation-api.ts";

const known = new WeakMap<Client, Promise<GenerationApi>>();

/**
 * The generation API of `client` (signed in as an admin or a superuser), detected on first call.
 * A failed detection is not kept: the next call asks again.
 * @throws ClientResponseError with status 0 when the server cannot be reached
 */
export function generationApiOf(client: Client): Promise<GenerationApi> {
  const cached = known.get(client);
  if (cached) return cached;
  const { token } = client.pb.authStore;
  const detected = (
    tokenKind(token) === "superuser"
      ? Promise.resolve(generationApi(client, "v0.23+"))
      : detectApiGeneration(client.pb.baseUrl, { token }).then((generation) =>
          // an unknown answer is pbdeck's own backend or one like it: the v0.18 API
          generationApi(client, generation === "unknown" ? "v0.18" : generation),
        )
  ).catch((err: unknown) => {
    known.delete(client);
    throw err;
  });
  known.set(client, detected);
  return detected;
}
