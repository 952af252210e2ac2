/**
 * @module The page's first script, inlined into index.html by the build (web/build/early-start-plugin.ts)
 * and run while the page is parsed, before the console's own code: when a session is saved it asks for
 * the data every signed-in page starts with, and for the code of the page the URL opens (listed by the
 * build in `#pbdeck-route-code`), so both travel while the console's code loads. The console takes
 * those answers once, through `lib/early-responses.ts`. It imports nothing: it runs on its own.
 */

/** What the build writes into the page: per route path, the code and styles its page needs. */
export interface RouteCode {
  path: string;
  scripts: string[];
  styles: string[];
}

/** An answer asked for early, waiting for the console to take it. */
export interface EarlyRequest {
  url: string;
  authorization: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __pbdeckEarly?: EarlyRequest[];
  }
}

// lib/api.ts's ADMIN_AUTH_KEY: this script cannot import it (importing nothing, it needs no other file)
const ADMIN_AUTH_KEY = "pb_admin_auth";

/** The saved admin token while it has not expired, else "". */
function savedToken(): string {
  try {
    const saved = JSON.parse(localStorage.getItem(ADMIN_AUTH_KEY) ?? "null") as { token?: unknown } | null;
    const token = typeof saved?.token === "string" ? saved.token : "";
    const payload = token.split(".")[1];
    if (!payload) return "";
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: unknown };
    return typeof claims.exp === "number" && claims.exp * 1000 > Date.now() ? token : "";
  } catch {
    return ""; // no session, or not one this script understands: the console decides
  }
}

function routeCode(): RouteCode[] {
  try {
    return JSON.parse(document.getElementById("pbdeck-route-code")?.textContent ?? "[]") as RouteCode[];
  } catch {
    return [];
  }
}

function addLink(rel: string, href: string): void {
  if (document.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement("link");
  link.rel = rel;
  link.href = href;
  link.crossOrigin = "";
  document.head.appendChild(link);
}

function start(): void {
  // the installer and the password pages are opened by links: the console handles them alone
  if (new URLSearchParams(location.search).has("installer")) return;
  const token = savedToken();
  const hashPath = location.hash.slice(1).split("?")[0] || "/";
  // signed in, `/` leads to the records page; signed out, the admin pages lead to the sign-in
  const path = token ? (hashPath === "/" ? "/collections" : hashPath) : "/login";
  // the data first: asked for after the code, it waited for the code's requests to go out
  const early: EarlyRequest[] = [];
  const ask = (relative: string, authorization: string) => {
    const url = new URL(relative, location.href).href;
    const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
    // a failed request is the console's to see when it takes the answer
    const response = fetch(url, { headers, cache: "no-store" });
    response.catch(() => {});
    early.push({ url, authorization, response });
  };
  ask("backend.json", "");
  if (token) {
    ask("../api/settings", token);
    // the first page listServerCollections asks for (tests/e2e/early-start.test.ts sees it taken)
    ask("../api/collections?page=1&perPage=200&skipTotal=1&sort=%2Bname", token);
  }
  window.__pbdeckEarly = early;

  const routes = routeCode();
  const code = routes.find((route) => route.path === path);
  // signed out, only for a URL that does show the sign-in (not a confirmation link, say)
  const showsPath = token || hashPath === "/" || routes.some((route) => route.path === hashPath);
  if (code && showsPath) {
    // the build's files, as index.html's own links resolve them (a deeper path has a <base>)
    for (const file of code.scripts) addLink("modulepreload", new URL(file, document.baseURI).href);
    for (const file of code.styles) addLink("stylesheet", new URL(file, document.baseURI).href);
  }
}

start();
