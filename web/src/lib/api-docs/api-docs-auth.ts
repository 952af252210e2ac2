/** @module API docs of the auth-collection endpoints: sign-in, verification, password, email, OAuth2. */
import type { Collection, CollectionOf } from "../../../../shared/models.ts";
import { jsString, recordSignInLines, sdkScript } from "./api-docs-js.ts";
import { fieldsQueryParams, recordQueryParams } from "./api-docs-params.ts";
import { errorBody, NOT_FOUND, ok } from "./api-docs-records.ts";
import { SAMPLE_DATE, sampleDomainOfAuth, sampleId, sampleRecord } from "./api-docs-samples.ts";
import type { ApiDocsAccess, ApiDocsEndpoint, ApiDocsParam, ApiDocsResponse } from "./api-docs-types.ts";

type AuthCollection = CollectionOf<"auth">;

const EVERYONE: ApiDocsAccess = { kind: "everyone", summary: "Everyone, signed in or not." };

function base64Url(text: string): string {
  return btoa(text).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

/** A JWT-shaped sample token of a record of the collection. */
export function sampleToken(collection: Collection): string {
  const header = base64Url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const claims = {
    collectionId: collection.id,
    exp: 1697534430,
    id: sampleId(`${collection.name}:0`),
    type: "authRecord",
  };
  return `${header}.${base64Url(JSON.stringify(claims))}.${sampleId(`${collection.name}:sig`)}${sampleId("sig2")}`;
}

/** The `{token, record}` body of the sign-in endpoints; the email is always shown there. */
function authResponse(collection: AuthCollection, meta?: Record<string, unknown>): ApiDocsResponse {
  const record = { ...sampleRecord(collection, 0, true), emailVisibility: false };
  return ok(
    meta ? { token: sampleToken(collection), record, meta } : { token: sampleToken(collection), record },
  );
}

function error(status: number, message: string, data: Record<string, unknown> = {}): ApiDocsResponse {
  return { status, label: String(status), body: errorBody(status, message, data) };
}

const blank = (field: string) => ({ [field]: { code: "validation_required", message: "Cannot be blank." } });
const param = (name: string, type: string, description: string, required = true): ApiDocsParam => ({
  name,
  type,
  required,
  description,
});
const NO_RECORD = "The request requires valid record authorization token to be set.";

/** What `identity` may be for the collection's password sign-in options. */
function identityText(collection: AuthCollection): string {
  const { allowUsernameAuth, allowEmailAuth } = collection.options;
  if (allowUsernameAuth && allowEmailAuth) return "The username or the email of the record.";
  return allowEmailAuth ? "The email of the record." : "The username of the record.";
}

interface AuthEndpointInput {
  id: ApiDocsEndpoint["id"];
  label: string;
  method: ApiDocsEndpoint["method"];
  route: string;
  description: string;
  access?: ApiDocsAccess;
  pathParams?: ApiDocsParam[];
  queryParams?: ApiDocsParam[];
  bodyParams?: ApiDocsParam[];
  bodyNotes?: string[];
  example: string[];
  responses: ApiDocsResponse[];
}

function endpoint(collection: Collection, baseUrl: string, input: AuthEndpointInput): ApiDocsEndpoint {
  return {
    id: input.id,
    label: input.label,
    method: input.method,
    path: `/api/collections/${collection.name}/${input.route}`,
    description: input.description,
    access: input.access ?? EVERYONE,
    pathParams: input.pathParams ?? [],
    queryParams: input.queryParams ?? [],
    bodyParams: input.bodyParams ?? [],
    bodyNotes: input.bodyNotes ?? [],
    example: sdkScript(baseUrl, input.example),
    responses: input.responses,
  };
}

/** The auth endpoints of an auth collection, skipping sign-in methods it has turned off. */
export function authEndpoints(collection: Collection, baseUrl: string): ApiDocsEndpoint[] {
  if (collection.type !== "auth") return [];
  const c = collection;
  const call = `pb.collection(${jsString(c.name)})`;
  const email = `test@${sampleDomainOfAuth(c)}`;
  const list: ApiDocsEndpoint[] = [];
  const add = (input: AuthEndpointInput) => list.push(endpoint(c, baseUrl, input));
  const { allowEmailAuth, allowUsernameAuth, allowOAuth2Auth } = c.options;
  const owner: ApiDocsAccess = { kind: "owner", summary: "Admins, or the signed-in record itself." };
  const record: ApiDocsAccess = {
    kind: "record",
    summary: `A signed-in record of ${c.name} (its auth token).`,
  };

  if (allowEmailAuth || allowUsernameAuth) {
    add({
      id: "auth-with-password",
      label: "Auth with password",
      method: "POST",
      route: "auth-with-password",
      description: "Signs a record in with its identity and password and returns an auth token.",
      queryParams: recordQueryParams(),
      bodyParams: [
        param("identity", "String", identityText(c)),
        param("password", "String", "The password."),
      ],
      example: [
        `const authData = await ${call}.authWithPassword('YOUR_USERNAME_OR_EMAIL', 'YOUR_PASSWORD');`,
        "",
        "// the SDK keeps the token and the record",
        "console.log(pb.authStore.isValid, pb.authStore.token, pb.authStore.model.id);",
        "",
        "// sign out",
        "pb.authStore.clear();",
      ],
      responses: [authResponse(c), error(400, "Failed to authenticate.")],
    });
  }
  if (allowOAuth2Auth) {
    add({
      id: "auth-with-oauth2",
      label: "Auth with OAuth2",
      method: "POST",
      route: "auth-with-oauth2",
      description:
        "Signs a record in with an OAuth2 provider, linking or creating the record (new records follow the create rule).",
      queryParams: recordQueryParams(),
      bodyParams: [
        param("provider", "String", "Name of an enabled provider (see List auth methods)."),
        param("code", "String", "The authorization code the provider returned."),
        param("codeVerifier", "String", "The PKCE verifier from List auth methods."),
        param("redirectUrl", "String", "The redirect URL used in the authorization request."),
        param("createData", "Object", "Fields of the record to create when none exists yet.", false),
      ],
      example: [
        "// all in one: opens a popup and waits for the provider through the realtime API",
        `const authData = await ${call}.authWithOAuth2({ provider: 'google' });`,
        "",
        "// or, with your own redirect page, exchange the code yourself",
        `const authData2 = await ${call}.authWithOAuth2Code(`,
        "  'google',",
        "  'CODE',",
        "  'CODE_VERIFIER',",
        "  'REDIRECT_URL',",
        "  { name: 'Jane' }, // optional data of a new record",
        ");",
      ],
      responses: [
        authResponse(c, {
          id: "1234567890",
          name: "Jane Doe",
          username: "jane",
          email,
          avatarUrl: "https://example.com/avatar.png",
          rawUser: {},
          accessToken: "ACCESS_TOKEN",
          refreshToken: "REFRESH_TOKEN",
          isNew: false,
        }),
        error(400, "Something went wrong while processing your request.", blank("provider")),
      ],
    });
  }
  add({
    id: "auth-refresh",
    label: "Auth refresh",
    method: "POST",
    route: "auth-refresh",
    description: "Returns a new token (and the fresh record) for the signed-in record.",
    access: record,
    queryParams: recordQueryParams(),
    example: [...recordSignInLines(c.name), `const authData = await ${call}.authRefresh();`],
    responses: [authResponse(c), error(401, NO_RECORD)],
  });
  add({
    id: "request-verification",
    label: "Request verification",
    method: "POST",
    route: "request-verification",
    description: "Sends a verification email when an unverified record has this email.",
    bodyParams: [param("email", "String", "The email of the record to verify.")],
    example: [`await ${call}.requestVerification(${jsString(email)});`],
    responses: [ok(null, 204), error(400, "An error occurred while validating the form.", blank("email"))],
  });
  add({
    id: "confirm-verification",
    label: "Confirm verification",
    method: "POST",
    route: "confirm-verification",
    description: "Marks the record verified with the token from the verification email.",
    bodyParams: [param("token", "String", "The token from the verification email.")],
    example: [`await ${call}.confirmVerification('VERIFICATION_TOKEN');`],
    responses: [
      ok(null, 204),
      error(400, "Something went wrong while processing your request.", blank("token")),
    ],
  });
  add({
    id: "request-password-reset",
    label: "Request password reset",
    method: "POST",
    route: "request-password-reset",
    description: "Sends a password reset email when a record has this email.",
    bodyParams: [param("email", "String", "The email of the record.")],
    example: [`await ${call}.requestPasswordReset(${jsString(email)});`],
    responses: [ok(null, 204), error(400, "An error occurred while validating the form.", blank("email"))],
  });
  add({
    id: "confirm-password-reset",
    label: "Confirm password reset",
    method: "POST",
    route: "confirm-password-reset",
    description: "Sets a new password with the token from the reset email; older tokens stop working.",
    bodyParams: [
      param("token", "String", "The token from the password reset email."),
      param("password", "String", `The new password, at least ${c.options.minPasswordLength} characters.`),
      param("passwordConfirm", "String", "The new password again."),
    ],
    example: [`await ${call}.confirmPasswordReset('RESET_TOKEN', 'NEW_PASSWORD', 'NEW_PASSWORD');`],
    responses: [
      ok(null, 204),
      error(400, "Something went wrong while processing your request.", blank("token")),
    ],
  });
  add({
    id: "request-email-change",
    label: "Request email change",
    method: "POST",
    route: "request-email-change",
    description: "Sends a confirmation email to the new address of the signed-in record.",
    access: record,
    bodyParams: [param("newEmail", "String", "The new email address.")],
    example: [...recordSignInLines(c.name), `await ${call}.requestEmailChange('new@example.com');`],
    responses: [
      ok(null, 204),
      error(400, "Something went wrong while processing your request.", blank("newEmail")),
      error(401, NO_RECORD),
    ],
  });
  add({
    id: "confirm-email-change",
    label: "Confirm email change",
    method: "POST",
    route: "confirm-email-change",
    description: "Sets the new email with the token from the confirmation email and the current password.",
    bodyParams: [
      param("token", "String", "The token from the email change email."),
      param("password", "String", "The current password of the record."),
    ],
    example: [`await ${call}.confirmEmailChange('EMAIL_CHANGE_TOKEN', 'YOUR_PASSWORD');`],
    responses: [
      ok(null, 204),
      error(400, "Something went wrong while processing your request.", blank("token")),
    ],
  });
  add({
    id: "auth-methods",
    label: "List auth methods",
    method: "GET",
    route: "auth-methods",
    description: "Lists the sign-in methods of the collection and the enabled OAuth2 providers.",
    queryParams: fieldsQueryParams(),
    example: [`const methods = await ${call}.listAuthMethods();`],
    responses: [
      ok({
        usernamePassword: allowUsernameAuth,
        emailPassword: allowEmailAuth,
        authProviders: allowOAuth2Auth ? [sampleProvider()] : [],
      }),
    ],
  });
  add({
    id: "list-external-auths",
    label: "List OAuth2 accounts",
    method: "GET",
    route: "records/:id/external-auths",
    description: "Lists the OAuth2 accounts linked to a record.",
    access: owner,
    pathParams: [param("id", "String", "Id of the record.")],
    queryParams: fieldsQueryParams(),
    example: [
      ...recordSignInLines(c.name),
      `const accounts = await ${call}.listExternalAuths(pb.authStore.model.id);`,
    ],
    responses: [
      ok([sampleExternalAuth(c)]),
      error(401, "The request requires admin or record authorization token to be set."),
      error(403, "You are not allowed to perform this request."),
      NOT_FOUND,
    ],
  });
  add({
    id: "unlink-external-auth",
    label: "Unlink OAuth2 account",
    method: "DELETE",
    route: "records/:id/external-auths/:provider",
    description: "Removes the link between a record and one OAuth2 provider.",
    access: owner,
    pathParams: [
      param("id", "String", "Id of the record."),
      param("provider", "String", "Name of the provider."),
    ],
    example: [
      ...recordSignInLines(c.name),
      `await ${call}.unlinkExternalAuth(pb.authStore.model.id, 'google');`,
    ],
    responses: [
      ok(null, 204),
      error(401, "The request requires admin or record authorization token to be set."),
      error(403, "You are not allowed to perform this request."),
      error(404, "Missing external auth provider relation."),
    ],
  });
  return list;
}

function sampleProvider(): Record<string, unknown> {
  const state = `${sampleId("state")}${sampleId("state2")}`;
  return {
    name: "google",
    state,
    codeVerifier: `${sampleId("verifier")}${sampleId("verifier2")}${sampleId("v3")}`.slice(0, 43),
    codeChallenge: `${sampleId("challenge")}${sampleId("challenge2")}${sampleId("c3")}`.slice(0, 43),
    codeChallengeMethod: "S256",
    authUrl: `https://accounts.google.com/o/oauth2/auth?client_id=CLIENT_ID&code_challenge=CHALLENGE&code_challenge_method=S256&response_type=code&scope=profile+email&state=${state}&redirect_uri=`,
  };
}

function sampleExternalAuth(collection: Collection): Record<string, unknown> {
  return {
    id: sampleId(`${collection.name}:external`),
    created: SAMPLE_DATE,
    updated: SAMPLE_DATE,
    collectionId: collection.id,
    recordId: sampleId(`${collection.name}:0`),
    provider: "google",
    providerId: "1234567890",
  };
}
