/**
 * @module The answers `boot/early-start.ts` asked for before the console's code ran: each is taken
 * once, by the first request for the same URL with the same token, within a few seconds of the page's
 * start; anything else goes to the network as usual.
 */
import type { EarlyRequest } from "../boot/early-start.ts";

/** After this, an answer asked for at the page's start may be stale: the network is asked again. */
const EARLY_ANSWERS_LAST_MS = 10_000;

function normalised(url: string): string {
  const parsed = new URL(url, globalThis.location?.href);
  parsed.searchParams.sort();
  return parsed.href;
}

function headerOf(headers: HeadersInit | undefined, name: string): string {
  return new Headers(headers).get(name) ?? "";
}

/** Takes the early answer for a GET of `url` sent with `init`'s Authorization header, if one waits. */
export function takeEarlyResponse(url: string, init?: RequestInit): Promise<Response> | null {
  const early = (globalThis as { __pbdeckEarly?: EarlyRequest[] }).__pbdeckEarly;
  if (!early?.length || performance.now() > EARLY_ANSWERS_LAST_MS) return null;
  if ((init?.method ?? "GET").toUpperCase() !== "GET") return null;
  const wanted = normalised(url);
  const authorization = headerOf(init?.headers, "Authorization");
  const index = early.findIndex((e) => normalised(e.url) === wanted && e.authorization === authorization);
  if (index < 0) return null;
  const [taken] = early.splice(index, 1);
  return withAbort(taken.response, init?.signal ?? null);
}

/** The early answer, or an AbortError once `signal` aborts first, as fetch itself would. */
function withAbort(response: Promise<Response>, signal: AbortSignal | null): Promise<Response> {
  if (!signal) return response;
  const aborted = () => new DOMException("The request was aborted.", "AbortError");
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener("abort", onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** A fetch that answers from the early requests first. */
export const fetchWithEarlyAnswers: typeof fetch = (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  return takeEarlyResponse(url, init) ?? fetch(input, init);
};
