/**
 * @module The HTTP side of OAuth2: exchanging an authorization code at the token endpoint (client
 * credentials in a Basic header first, then in the body, as Go's oauth2 auto-detection does) and
 * authenticated GETs of the user API.
 */
import { formatDateTime } from "../../../../shared/dates.ts";
import type { ProviderSession, ProviderToken } from "./oauth2-types.ts";
import { objectOf, textOf } from "./provider-values.ts";

/** The exchange of one authorization code. */
export interface CodeExchange {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  code: string;
  redirectUrl: string;
  /** The PKCE verifier, null for providers without PKCE. */
  codeVerifier: string | null;
  signal: AbortSignal;
}

// Go's url.QueryEscape: spaces as "+", every byte but [A-Za-z0-9-_.~] percent-encoded
function queryEscape(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
}

/**
 * Trades the code for a token.
 * @throws Error when the endpoint refuses both ways of sending the client credentials or answers without an access token
 */
export async function exchangeCode(exchange: CodeExchange): Promise<ProviderToken> {
  const form = new URLSearchParams({
    grant_type: "authorization_code",
    code: exchange.code,
    redirect_uri: exchange.redirectUrl,
  });
  if (exchange.codeVerifier !== null) form.set("code_verifier", exchange.codeVerifier);
  const basic = Buffer.from(
    `${queryEscape(exchange.clientId)}:${queryEscape(exchange.clientSecret)}`,
  ).toString("base64");
  try {
    return await requestToken(exchange, form, { Authorization: `Basic ${basic}` });
  } catch (err) {
    if (exchange.signal.aborted) throw err;
    // some providers only read the credentials from the body
    const inBody = new URLSearchParams(form);
    inBody.set("client_id", exchange.clientId);
    inBody.set("client_secret", exchange.clientSecret);
    return requestToken(exchange, inBody, {});
  }
}

async function requestToken(
  exchange: CodeExchange,
  form: URLSearchParams,
  headers: Record<string, string>,
): Promise<ProviderToken> {
  const res = await fetch(exchange.tokenUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: form.toString(),
    signal: exchange.signal,
    redirect: "error",
  });
  const body = await res.text();
  if (res.status < 200 || res.status > 299)
    throw new Error(`the token endpoint answered ${res.status}: ${body.slice(0, 200)}`);
  const type = (res.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const raw: Record<string, unknown> =
    type === "application/x-www-form-urlencoded" || type === "text/plain"
      ? Object.fromEntries(new URLSearchParams(body))
      : objectOf(JSON.parse(body));
  const accessToken = textOf(raw.access_token);
  if (accessToken === "") throw new Error("the token endpoint answered without an access_token");
  const expiresIn = Math.trunc(Number(raw.expires_in ?? 0));
  return {
    accessToken,
    refreshToken: textOf(raw.refresh_token),
    tokenType: textOf(raw.token_type),
    expiry: expiresIn > 0 ? formatDateTime(new Date(Date.now() + expiresIn * 1000)) : "",
    raw,
  };
}

// the Authorization scheme Go's oauth2.Token.Type() derives from token_type
function authScheme(tokenType: string): string {
  const lower = tokenType.toLowerCase();
  if (lower === "" || lower === "bearer") return "Bearer";
  if (lower === "mac") return "MAC";
  if (lower === "basic") return "Basic";
  return tokenType;
}

/** A session for a provider's user mapping, authenticated with `token`. */
export function providerSession(
  settings: { clientId: string; clientSecret: string; userApiUrl: string },
  token: ProviderToken,
  signal: AbortSignal,
): ProviderSession {
  const get = async (url: string, headers: Record<string, string>, optional: boolean) => {
    const res = await fetch(url, {
      headers: { Authorization: `${authScheme(token.tokenType)} ${token.accessToken}`, ...headers },
      signal,
    });
    const body = await res.text();
    if (optional && (res.status === 401 || res.status === 403 || res.status === 404)) return null;
    if (res.status >= 400)
      throw new Error(`failed to fetch the OAuth2 user via ${url} (${res.status}): ${body.slice(0, 200)}`);
    return JSON.parse(body) as unknown;
  };
  return {
    ...settings,
    token,
    signal,
    getJson: (url, headers = {}) => get(url, headers, false),
    getOptionalJson: (url) => get(url, {}, true),
  };
}
