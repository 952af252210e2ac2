/**
 * @module Sign-in with an OAuth2 provider. The form is validated as PocketBase does; the code
 * exchange with the provider is not implemented by the embedded backend (it cannot reach
 * providers), so a valid request ends in the documented generic failure.
 */
import type { Collection, FieldErrors } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { badRequest, fieldError, validationFailed } from "../../errors.ts";
import { check, required } from "../admins/admin-field-rules.ts";
import { enabledProvider } from "./record-auth-providers.ts";
import { authOptionsOf } from "./record-auth-store.ts";

/** The fields of an auth-with-oauth2 request. */
export interface OAuth2Input {
  provider: string;
  code: string;
  codeVerifier: string;
  redirectUrl: string;
}

/** Throws when the collection does not take OAuth2 sign-ins. @throws ApiError 400 */
export function requireOAuth2Enabled(collection: Collection): void {
  if (!authOptionsOf(collection).allowOAuth2Auth) {
    throw badRequest("The collection is not configured to allow OAuth2 authentication.");
  }
}

/**
 * Validates the form, then fails: exchanging the code needs a reachable provider.
 * @throws ApiError 400 with field errors, or the generic 400 for the exchange.
 */
export function authWithOAuth2(backend: Backend, _collection: Collection, input: OAuth2Input): never {
  const errors: FieldErrors = {};
  check(errors, "provider", input.provider, required, (name) =>
    enabledProvider(backend, name)
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
  // the code exchange with the provider would happen here; its failures are the generic 400
  throw badRequest();
}
