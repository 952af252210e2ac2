import { expect, test } from "vitest";
import type { Collection, CollectionOf } from "../../../../shared/models.ts";
import { apiDocsEndpoints, apiDocsTabs } from "../../../../web/src/lib/api-docs/api-docs-tabs.ts";
import { demo, users } from "../fixtures.ts";

const RECORD_TABS = ["List/Search", "View", "Create", "Update", "Delete", "Realtime"];
const AUTH_TABS = [
  "Auth with password",
  "Auth with OAuth2",
  "Auth refresh",
  "Request verification",
  "Confirm verification",
  "Request password reset",
  "Confirm password reset",
  "Request email change",
  "Confirm email change",
  "List auth methods",
  "List OAuth2 accounts",
  "Unlink OAuth2 account",
];

const labels = (collection: Collection) => apiDocsTabs(collection).map((t) => t.label);

function authWith(options: Partial<CollectionOf<"auth">["options"]>): Collection {
  const auth = users as CollectionOf<"auth">;
  return { ...auth, options: { ...auth.options, ...options } };
}

test("base collections: list, view, create, update, delete and realtime", () => {
  expect(labels(demo)).toEqual(RECORD_TABS);
});

test("view collections: only list/search and view", () => {
  const view: Collection = { ...demo, type: "view", options: { query: "select id from demo1" } };
  expect(labels(view)).toEqual(["List/Search", "View"]);
});

test("auth collections add the auth endpoints after the record ones", () => {
  expect(labels(users)).toEqual([...RECORD_TABS, ...AUTH_TABS]);
});

test("password sign-in shows while username or email auth is on", () => {
  expect(labels(authWith({ allowUsernameAuth: false }))).toContain("Auth with password");
  expect(labels(authWith({ allowEmailAuth: false }))).toContain("Auth with password");
  const none = labels(authWith({ allowUsernameAuth: false, allowEmailAuth: false }));
  expect(none).not.toContain("Auth with password");
  expect(none).toContain("Auth with OAuth2");
});

test("OAuth2 sign-in hides when OAuth2 is off (the clients fixture: email only)", () => {
  const clients = labels(authWith({ allowOAuth2Auth: false, allowUsernameAuth: false }));
  expect(clients).toEqual([...RECORD_TABS, ...AUTH_TABS.filter((l) => l !== "Auth with OAuth2")]);
  const nologin = labels(
    authWith({ allowOAuth2Auth: false, allowUsernameAuth: false, allowEmailAuth: false }),
  );
  expect(nologin).toEqual([
    ...RECORD_TABS,
    ...AUTH_TABS.filter((l) => l !== "Auth with OAuth2" && l !== "Auth with password"),
  ]);
});

test("every endpoint names the collection in its path and has an example and a response", () => {
  for (const endpoint of apiDocsEndpoints(users, "http://127.0.0.1:8090")) {
    if (endpoint.id !== "realtime") expect(endpoint.path).toContain("/api/collections/users/");
    expect(endpoint.example).toContain("new PocketBase('http://127.0.0.1:8090')");
    expect(endpoint.example).toContain("pb.collection('users')");
    expect(endpoint.responses.length).toBeGreaterThan(0);
  }
  expect(new Set(apiDocsTabs(users).map((t) => t.id)).size).toBe(apiDocsTabs(users).length);
});
