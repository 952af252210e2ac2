/**
 * @module Sign-in with an OAuth2 provider: the form checks, the code exchange and user fetch (30 s
 * in all), then the account step. Provider failures are the generic 400, as in PocketBase.
 */
import type { Collection, FieldErrors } from "../../../../shared/models.ts";
import type { Backend } from "../../../context.ts";
import { badRequest, fieldError, validationFailed } from "../../../errors.ts";
import type { RequestInfo } from "../../../filter/index.ts";
import { sortKeysDeep } from "../../../lib/go-json.ts";
import { check, required } from "../../admins/admin-field-rules.ts";
import type { StoredRecord } from "../../common/caller.ts";
import { enabledProvider } from "../record-auth-providers.ts";
import { authOptionsOf } from "../record-auth-store.ts";
import { resolveAccount } from "./oauth2-account.ts";
import { exchangeCode, providerSession } from "./oauth2-http.ts";
import { providerSpec, providerUrls } from "./oauth2-providers.ts";
import type { OAuth2Meta, ProviderToken, ProviderUser } from "./oauth2-types.ts";

const timeoutMs = 30_000;

/** The fields of an auth-with-oauth2 request. */
export interface OAuth2Input {
  provider: string;
  code: string;
  codeVerifier: string;
  redirectUrl: string;
  createData: Record<string, unknown>;
}

/** Throws when the collection does not take OAuth2 sign-ins. @throws ApiError 400 */
export function requireOAuth2Enabled(collection: Collection): void {
  if (!authOptionsOf(collection).allowOAuth2Auth) {
    throw badRequest("The collection is not configured to allow OAuth2 authentication.");
  }
}

function validateInput(backend: Backend, input: OAuth2Input): void {
  const errors: FieldErrors = {};
  check(errors, "provider", input.provider, required, (name) =>
    enabledProvider(backend, name) && providerSpec(name)
      ? null
      : fieldError("validation_invalid_provider", `"${name}" is missing or is not enabled.`),
  );
  check(errors, "code", input.code, required);
  check(errors, "codeVerifier", input.codeVerifier, required);
  check(errors, "redirectUrl", input.redirectUrl, required, (url) =>
    URL.canParse(url) && /^[a-z][a-z0-9+.-]*:\/\/[^/]/i.test(url)
      ? null
      : fieldError("validation_is_url", "Must be a valid URL."),
  );
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** Exchanges the code and fetches the provider's user. @throws ApiError 400 (generic) on any failure */
async function fetchProviderUser(
  backend: Backend,
  input: OAuth2Input,
): Promise<{ token: ProviderToken; user: ProviderUser }> {
  const settings = enabledProvider(backend, input.provider);
  const spec = providerSpec(input.provider);
  if (!settings || !spec) throw badRequest();
  const urls = providerUrls(spec, settings);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const token = await exchangeCode({
      tokenUrl: urls.tokenUrl,
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      code: input.code,
      redirectUrl: input.redirectUrl,
      codeVerifier: spec.pkce ? input.codeVerifier : null,
      signal,
    });
    const session = providerSession(
      { clientId: settings.clientId, clientSecret: settings.clientSecret, userApiUrl: urls.userApiUrl },
      token,
      signal,
    );
    return { token, user: await spec.fetchUser(session) };
  } catch (err) {
    if (process.env.PBDECK_DEBUG) console.error(`oauth2 ${input.provider} failed:`, err);
    throw badRequest();
  }
}

/**
 * Signs in with a provider code: the linked, signed-in or same-email record of the collection, or a
 * new one made from `createData`; returns it with the provider user as `meta`.
 * @throws ApiError 400 with field errors for the form; 400 (generic) when the provider fails;
 * 400 "Failed to authenticate." when the account cannot be created or linked; 404 for a dangling link
 */
export async function authWithOAuth2(
  backend: Backend,
  collection: Collection,
  input: OAuth2Input,
  request: RequestInfo,
): Promise<{ record: StoredRecord; meta: OAuth2Meta }> {
  validateInput(backend, input);
  const { token, user } = await fetchProviderUser(backend, input);
  // no provider id, nothing to link the account to
  if (user.id === "") throw badRequest();
  const { record, isNew } = await resolveAccount(backend, {
    collection,
    provider: input.provider,
    user,
    createData: input.createData,
    request,
  });
  const meta: OAuth2Meta = {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    avatarUrl: user.avatarUrl,
    accessToken: token.accessToken,
    refreshToken: token.refreshToken,
    expiry: token.expiry,
    // a Go map in PocketBase: its keys come out sorted
    rawUser: sortKeysDeep(user.rawUser) as Record<string, unknown>,
    isNew,
  };
  return { record, meta };
}
