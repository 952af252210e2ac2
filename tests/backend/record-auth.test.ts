import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runScenario, type Scenario } from "../helpers/api-scenario.ts";
import { adminToken, clientToken, user1Token, user2Token } from "../helpers/fixture-tokens.ts";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../helpers/pbdeck-process.ts";

const recordRequired =
  '{"code":401,"message":"The request requires valid record authorization token to be set.","data":{}}';

describe("read-only auth routes on the fixture", () => {
  let server: PbdeckProcess;
  let data: ReturnType<typeof copyFixture>;

  beforeAll(async () => {
    data = copyFixture();
    server = await startPbdeck(data.dir);
  });
  afterAll(async () => {
    expect(await server.stop()).toBe(0);
    data.cleanup();
  });

  const scenarios: Scenario[] = [
    {
      name: "auth-methods of a base collection",
      method: "GET",
      url: "/api/collections/demo1/auth-methods",
      expectedStatus: 400,
      expectedContent: ['{"code":400,"message":"Unsupported collection type.","data":{}}'],
    },
    {
      name: "auth-methods of an unknown collection",
      method: "GET",
      url: "/api/collections/missing/auth-methods",
      expectedStatus: 404,
    },
    {
      name: "auth-methods of nologin: no password methods, no providers",
      method: "GET",
      url: "/api/collections/nologin/auth-methods",
      expectedStatus: 200,
      expectedContent: ['{"usernamePassword":false,"emailPassword":false,"authProviders":[]}'],
    },
    {
      name: "password sign-in with an empty body",
      method: "POST",
      url: "/api/collections/users/auth-with-password",
      body: {},
      expectedStatus: 400,
      expectedContent: [
        '"identity":{"code":"validation_required","message":"Cannot be blank."}',
        '"password":{"code":"validation_required","message":"Cannot be blank."}',
      ],
    },
    {
      name: "password sign-in with a wrong password",
      method: "POST",
      url: "/api/collections/users/auth-with-password",
      body: { identity: "test@example.com", password: "wrong-password" },
      expectedStatus: 400,
      expectedContent: ['{"code":400,"message":"Failed to authenticate.","data":{}}'],
      notExpectedContent: ['"token"'],
    },
    {
      name: "password sign-in on a collection refusing it",
      method: "POST",
      url: "/api/collections/nologin/auth-with-password",
      body: { identity: "test@example.com", password: "1234567890" },
      expectedStatus: 400,
      expectedContent: ['"message":"Failed to authenticate."'],
    },
    {
      name: "username sign-in where only email sign-in is allowed",
      method: "POST",
      url: "/api/collections/clients/auth-with-password",
      body: { identity: "clients57772", password: "1234567890" },
      expectedStatus: 400,
      expectedContent: ['"message":"Failed to authenticate."'],
    },
    {
      name: "email sign-in on clients",
      method: "POST",
      url: "/api/collections/clients/auth-with-password",
      body: { identity: "test@example.com", password: "1234567890" },
      expectedStatus: 200,
      expectedContent: ['"id":"gk390qegs4y47wn"', '"email":"test@example.com"', '"token":"'],
      notExpectedContent: ["passwordHash", "tokenKey", "lastResetSentAt"],
    },
    {
      name: "username sign-in is case-insensitive",
      method: "POST",
      url: "/api/collections/users/auth-with-password",
      body: { identity: "TEST2_username", password: "1234567890" },
      expectedStatus: 200,
      expectedContent: ['"id":"oap640cot4yru2s"', '"email":"test2@example.com"'],
    },
    {
      name: "auth-refresh as guest",
      method: "POST",
      url: "/api/collections/users/auth-refresh",
      expectedStatus: 401,
      expectedContent: [recordRequired],
    },
    {
      name: "auth-refresh as admin",
      method: "POST",
      url: "/api/collections/users/auth-refresh",
      token: adminToken,
      expectedStatus: 401,
      expectedContent: [recordRequired],
    },
    {
      name: "auth-refresh with a record of another collection",
      method: "POST",
      url: "/api/collections/users/auth-refresh",
      token: clientToken,
      expectedStatus: 403,
      expectedContent: [
        '{"code":403,"message":"The request requires auth record from clients collection.","data":{}}',
      ],
    },
    {
      name: "auth-refresh on a base collection is refused before the token",
      method: "POST",
      url: "/api/collections/demo1/auth-refresh",
      expectedStatus: 400,
      expectedContent: ['"message":"Unsupported collection type."'],
    },
    {
      name: "auth-refresh with expand, seen as the record",
      method: "POST",
      url: "/api/collections/users/auth-refresh?expand=rel",
      token: user1Token,
      expectedStatus: 200,
      expectedContent: [
        '"id":"4q1xlclmfloku33"',
        '"email":"test@example.com"',
        '"expand":{"rel":{',
        '"id":"llvuca81nly1qls"',
      ],
    },
    {
      name: "request-verification with an invalid email",
      method: "POST",
      url: "/api/collections/users/request-verification",
      body: { email: "invalid" },
      expectedStatus: 400,
      expectedContent: [
        '{"code":400,"message":"An error occurred while validating the form.","data":{"email":{"code":"validation_is_email","message":"Must be a valid email address."}}}',
      ],
    },
    {
      name: "request-verification for an unknown email",
      method: "POST",
      url: "/api/collections/users/request-verification",
      body: { email: "missing@example.com" },
      expectedStatus: 204,
    },
    {
      name: "request-password-reset on a collection without password auth",
      method: "POST",
      url: "/api/collections/nologin/request-password-reset",
      body: { email: "test@example.com" },
      expectedStatus: 400,
      expectedContent: ['"message":"The collection is not configured to allow password authentication."'],
    },
    {
      name: "request-password-reset for an unknown email",
      method: "POST",
      url: "/api/collections/users/request-password-reset",
      body: { email: "missing@example.com" },
      expectedStatus: 204,
    },
    {
      name: "confirm-password-reset with a bad token and short, mismatching passwords",
      method: "POST",
      url: "/api/collections/users/confirm-password-reset",
      body: { token: user1Token, password: "1234", passwordConfirm: "5678" },
      expectedStatus: 400,
      expectedContent: [
        '"token":{"code":"validation_invalid_token","message":"Invalid or expired token."}',
        '"password":{"code":"validation_length_out_of_range","message":"The length must be between 8 and 100."}',
        '"passwordConfirm":{"code":"validation_values_mismatch","message":"Values don\'t match."}',
      ],
    },
    {
      name: "confirm-verification with an empty body",
      method: "POST",
      url: "/api/collections/users/confirm-verification",
      body: {},
      expectedStatus: 400,
      expectedContent: ['"token":{"code":"validation_required","message":"Cannot be blank."}'],
    },
    {
      name: "confirm-verification with a token without email claim",
      method: "POST",
      url: "/api/collections/users/confirm-verification",
      body: { token: user1Token },
      expectedStatus: 400,
      expectedContent: [
        '"token":{"code":"validation_invalid_token_claims","message":"Missing email token claim."}',
      ],
    },
    {
      name: "request-email-change as guest",
      method: "POST",
      url: "/api/collections/users/request-email-change",
      body: { newEmail: "new@example.com" },
      expectedStatus: 401,
    },
    {
      name: "request-email-change as admin",
      method: "POST",
      url: "/api/collections/users/request-email-change",
      token: adminToken,
      body: { newEmail: "new@example.com" },
      expectedStatus: 401,
    },
    {
      name: "request-email-change as a record of another collection",
      method: "POST",
      url: "/api/collections/users/request-email-change",
      token: clientToken,
      body: { newEmail: "new@example.com" },
      expectedStatus: 403,
    },
    {
      name: "request-email-change to a used email",
      method: "POST",
      url: "/api/collections/users/request-email-change",
      token: user1Token,
      body: { newEmail: "test2@example.com" },
      expectedStatus: 400,
      expectedContent: [
        '"newEmail":{"code":"validation_record_email_exists","message":"User email already exists."}',
      ],
    },
    {
      name: "confirm-email-change with a token lacking newEmail and no password",
      method: "POST",
      url: "/api/collections/users/confirm-email-change",
      body: { token: user1Token },
      expectedStatus: 400,
      expectedContent: [
        '"token":{"code":"validation_invalid_token_payload","message":"Invalid token payload - newEmail must be set."}',
        '"password":{"code":"validation_required","message":"Cannot be blank."}',
      ],
    },
    {
      name: "oauth2 on a collection without it",
      method: "POST",
      url: "/api/collections/nologin/auth-with-oauth2",
      body: {},
      expectedStatus: 400,
      expectedContent: ['"message":"The collection is not configured to allow OAuth2 authentication."'],
    },
    {
      name: "oauth2 with a disabled provider and missing fields",
      method: "POST",
      url: "/api/collections/users/auth-with-oauth2",
      body: { provider: "google", redirectUrl: "not a url" },
      expectedStatus: 400,
      expectedContent: [
        '"provider":{"code":"validation_invalid_provider","message":"\\"google\\" is missing or is not enabled."}',
        '"code":{"code":"validation_required"',
        '"codeVerifier":{"code":"validation_required"',
        '"redirectUrl":{"code":"validation_is_url","message":"Must be a valid URL."}',
      ],
    },
    {
      name: "oauth2 with a valid form cannot exchange the code here",
      method: "POST",
      url: "/api/collections/users/auth-with-oauth2",
      body: { provider: "gitlab", code: "123", codeVerifier: "456", redirectUrl: "https://example.com/cb" },
      expectedStatus: 400,
      expectedContent: [
        '{"code":400,"message":"Something went wrong while processing your request.","data":{}}',
      ],
      notExpectedContent: ['"token"'],
    },
    {
      name: "external auths as guest",
      method: "GET",
      url: "/api/collections/users/records/4q1xlclmfloku33/external-auths",
      expectedStatus: 401,
      expectedContent: ['"message":"The request requires admin or record authorization token to be set."'],
    },
    {
      name: "external auths of another record",
      method: "GET",
      url: "/api/collections/users/records/4q1xlclmfloku33/external-auths",
      token: user2Token,
      expectedStatus: 403,
      expectedContent: ['{"code":403,"message":"You are not allowed to perform this request.","data":{}}'],
    },
    {
      name: "external auths as the owner",
      method: "GET",
      url: "/api/collections/users/records/4q1xlclmfloku33/external-auths",
      token: user1Token,
      expectedStatus: 200,
      expectedContent: ['"provider":"google"', '"provider":"gitlab"', '"providerId":"test123"'],
    },
    {
      name: "external auths of a record without links, as admin",
      method: "GET",
      url: "/api/collections/users/records/oap640cot4yru2s/external-auths",
      token: adminToken,
      expectedStatus: 200,
      expectedContent: ["[]"],
    },
    {
      name: "external auths of an unknown record, as admin",
      method: "GET",
      url: "/api/collections/users/records/missing/external-auths",
      token: adminToken,
      expectedStatus: 404,
    },
    {
      name: "unlink a provider that is not linked",
      method: "DELETE",
      url: "/api/collections/users/records/4q1xlclmfloku33/external-auths/github",
      token: user1Token,
      expectedStatus: 404,
      expectedContent: ['{"code":404,"message":"Missing external auth provider relation.","data":{}}'],
    },
  ];
  for (const scenario of scenarios) test(scenario.name, () => runScenario(server.url, scenario));
});
