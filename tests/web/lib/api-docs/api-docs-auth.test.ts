import { expect, test } from "vitest";
import type { Collection, CollectionOf } from "../../../../shared/models.ts";
import { authEndpoints, sampleToken } from "../../../../web/src/lib/api-docs/api-docs-auth.ts";
import type { ApiDocsEndpoint, ApiDocsTabId } from "../../../../web/src/lib/api-docs/api-docs-types.ts";
import { demo, users } from "../fixtures.ts";

const BASE = "http://127.0.0.1:8090";

function authWith(options: Partial<CollectionOf<"auth">["options"]>): Collection {
  const auth = users as CollectionOf<"auth">;
  return { ...auth, options: { ...auth.options, ...options } };
}

function endpointOf(collection: Collection, id: ApiDocsTabId): ApiDocsEndpoint {
  const found = authEndpoints(collection, BASE).find((e) => e.id === id);
  if (!found) throw new Error(`no ${id} endpoint`);
  return found;
}

const names = (params: { name: string }[]) => params.map((p) => p.name);

test("base and view collections have no auth endpoints", () => {
  expect(authEndpoints(demo, BASE)).toEqual([]);
});

test("auth with password: identity and password, a token and the record with its email", () => {
  const auth = endpointOf(users, "auth-with-password");
  expect(auth.method).toBe("POST");
  expect(auth.path).toBe("/api/collections/users/auth-with-password");
  expect(auth.access.kind).toBe("everyone");
  expect(names(auth.bodyParams)).toEqual(["identity", "password"]);
  expect(auth.bodyParams.every((p) => p.required)).toBe(true);
  expect(auth.bodyParams[0].description).toBe("The username or the email of the record.");
  expect(
    endpointOf(authWith({ allowUsernameAuth: false }), "auth-with-password").bodyParams[0].description,
  ).toBe("The email of the record.");
  expect(auth.example).toContain(
    "pb.collection('users').authWithPassword('YOUR_USERNAME_OR_EMAIL', 'YOUR_PASSWORD')",
  );
  const body = auth.responses[0].body as { token: string; record: Record<string, unknown> };
  expect(body.token.split(".")).toHaveLength(3);
  expect(body.record).toMatchObject({
    collectionName: "users",
    email: "test@example.com",
    emailVisibility: false,
  });
  expect(body.record).toHaveProperty("name");
  expect(auth.responses.map((r) => r.status)).toEqual([200, 400]);
});

test("a sample token carries the collection id claim", () => {
  const claims = JSON.parse(atob(sampleToken(users).split(".")[1].replace(/-/g, "+").replace(/_/g, "/")));
  expect(claims).toMatchObject({ collectionId: users.id, type: "authRecord" });
});

test("auth with OAuth2: provider, code, verifier, redirect URL and optional createData; meta in the answer", () => {
  const oauth = endpointOf(users, "auth-with-oauth2");
  expect(oauth.bodyParams.map((p) => [p.name, p.required])).toEqual([
    ["provider", true],
    ["code", true],
    ["codeVerifier", true],
    ["redirectUrl", true],
    ["createData", false],
  ]);
  expect(oauth.example).toContain("authWithOAuth2({ provider: 'google' })");
  expect(oauth.example).toContain(".authWithOAuth2Code(");
  expect(oauth.responses[0].body).toHaveProperty("meta.isNew", false);
});

test("token-bound endpoints say who may call them and sign in first in the example", () => {
  const refresh = endpointOf(users, "auth-refresh");
  expect(refresh.access.kind).toBe("record");
  expect(refresh.example).toContain("pb.collection('users').authRefresh()");
  expect(refresh.responses.map((r) => r.status)).toEqual([200, 401]);
  const change = endpointOf(users, "request-email-change");
  expect(change.access.kind).toBe("record");
  expect(names(change.bodyParams)).toEqual(["newEmail"]);
  expect(endpointOf(users, "list-external-auths").access.kind).toBe("owner");
});

test("verification, password reset and email change endpoints answer 204 with the right bodies", () => {
  const cases: Array<[ApiDocsTabId, string[], string]> = [
    ["request-verification", ["email"], ".requestVerification('test@example.com')"],
    ["confirm-verification", ["token"], ".confirmVerification('VERIFICATION_TOKEN')"],
    ["request-password-reset", ["email"], ".requestPasswordReset('test@example.com')"],
    ["confirm-password-reset", ["token", "password", "passwordConfirm"], ".confirmPasswordReset("],
    ["request-email-change", ["newEmail"], ".requestEmailChange('new@example.com')"],
    [
      "confirm-email-change",
      ["token", "password"],
      ".confirmEmailChange('EMAIL_CHANGE_TOKEN', 'YOUR_PASSWORD')",
    ],
  ];
  for (const [id, body, call] of cases) {
    const endpoint = endpointOf(users, id);
    expect(endpoint.method).toBe("POST");
    expect(endpoint.path).toBe(`/api/collections/users/${id}`);
    expect(names(endpoint.bodyParams)).toEqual(body);
    expect(endpoint.example).toContain(call);
    expect(endpoint.responses[0]).toEqual({ status: 204, label: "204", body: null });
  }
});

test("list auth methods reflects the collection's options", () => {
  const all = endpointOf(users, "auth-methods").responses[0].body as Record<string, unknown>;
  expect(all).toMatchObject({ usernamePassword: true, emailPassword: true });
  expect(all.authProviders).toHaveLength(1);
  const clients = authWith({ allowUsernameAuth: false, allowOAuth2Auth: false });
  expect(endpointOf(clients, "auth-methods").responses[0].body).toEqual({
    usernamePassword: false,
    emailPassword: true,
    authProviders: [],
  });
});

test("OAuth2 accounts: list and unlink by record id", () => {
  const list = endpointOf(users, "list-external-auths");
  expect(list.method).toBe("GET");
  expect(list.path).toBe("/api/collections/users/records/:id/external-auths");
  expect(list.example).toContain(".listExternalAuths(pb.authStore.model.id)");
  expect(list.responses[0].body).toEqual([
    expect.objectContaining({ provider: "google", collectionId: users.id }),
  ]);
  const unlink = endpointOf(users, "unlink-external-auth");
  expect(unlink.method).toBe("DELETE");
  expect(names(unlink.pathParams)).toEqual(["id", "provider"]);
  expect(unlink.example).toContain(".unlinkExternalAuth(pb.authStore.model.id, 'google')");
  expect(unlink.responses.map((r) => r.status)).toEqual([204, 401, 403, 404]);
});
