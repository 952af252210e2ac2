/** Auth records: methods, password sign-in, refresh, verification, password reset and email change. */
import { closeMailPeer, useMailPeer } from "./mail-peer.ts";
import type { Auth, DiffCase, DiffGroup, ServerUnderTest } from "./types.ts";

function post(
  name: string,
  collection: string,
  action: string,
  json: unknown,
  auth?: DiffCase["auth"],
): DiffCase {
  return { name, method: "POST", url: `/api/collections/${collection}/${action}`, json, auth };
}

const saved = (key: string) => (server: ServerUnderTest) => String(server.vars.get(key));

const methods: DiffCase[] = [
  {
    name: "auth-methods of users",
    url: "/api/collections/users/auth-methods",
    // state and PKCE values are random per request on both servers
    adjust: (observed) => {
      const text = JSON.stringify(observed.body)
        .replace(/"(state|codeVerifier|codeChallenge)":"[^"]*"/g, '"$1":"<random>"')
        .replace(/(code_challenge|state)=[^&"]*/g, "$1=<random>");
      return { ...observed, body: JSON.parse(text) };
    },
  },
  { name: "auth-methods of clients", url: "/api/collections/clients/auth-methods" },
  { name: "auth-methods of nologin", url: "/api/collections/nologin/auth-methods" },
  { name: "auth-methods of a base collection", url: "/api/collections/demo2/auth-methods" },
  { name: "auth-methods of a missing collection", url: "/api/collections/missing/auth-methods" },
];

const password: DiffCase[] = [
  {
    ...post("auth-with-password by email", "users", "auth-with-password", {
      identity: "test@example.com",
      password: "1234567890",
    }),
    save: (observed, server) => server.vars.set("userToken", (observed.body as { token: string }).token),
  },
  post("auth-with-password by username", "users", "auth-with-password", {
    identity: "users75657",
    password: "1234567890",
  }),
  post("auth-with-password with a wrong password", "users", "auth-with-password", {
    identity: "test@example.com",
    password: "nope",
  }),
  post("auth-with-password with an unknown identity", "users", "auth-with-password", {
    identity: "nobody@example.com",
    password: "1234567890",
  }),
  post("auth-with-password without a password", "users", "auth-with-password", {
    identity: "test@example.com",
  }),
  post("auth-with-password with an empty body", "users", "auth-with-password", {}),
  post("auth-with-password with expand", "users", "auth-with-password?expand=rel", {
    identity: "test@example.com",
    password: "1234567890",
  }),
  post("auth-with-password with fields", "users", "auth-with-password?fields=record.id,record.email", {
    identity: "test@example.com",
    password: "1234567890",
  }),
  post("auth-with-password on clients", "clients", "auth-with-password", {
    identity: "test@example.com",
    password: "1234567890",
  }),
  post("auth-with-password on clients by username (not allowed)", "clients", "auth-with-password", {
    identity: "clients57772",
    password: "1234567890",
  }),
  post("auth-with-password on nologin (disabled)", "nologin", "auth-with-password", {
    identity: "test@example.com",
    password: "1234567890",
  }),
  post("auth-with-password on a base collection", "demo2", "auth-with-password", {
    identity: "a",
    password: "b",
  }),
  post("auth-with-password on a missing collection", "missing", "auth-with-password", {
    identity: "a",
    password: "b",
  }),
  post(
    "auth-with-password with an admin token still signs in",
    "users",
    "auth-with-password",
    { identity: "test2@example.com", password: "1234567890" },
    "admin",
  ),
  post("auth-with-oauth2 with an unknown provider", "users", "auth-with-oauth2", {
    provider: "nope",
    code: "c",
    codeVerifier: "v",
    redirectUrl: "http://x",
  }),
  post("auth-with-oauth2 with a disabled provider", "users", "auth-with-oauth2", {
    provider: "google",
    code: "c",
    codeVerifier: "v",
    redirectUrl: "http://x",
  }),
  post("auth-with-oauth2 with an empty body", "users", "auth-with-oauth2", {}),
];

const refresh: DiffCase[] = [
  post("auth-refresh with the sign-in token", "users", "auth-refresh", {}, saved("userToken")),
  post("auth-refresh with a fixture token", "users", "auth-refresh", {}, "user2"),
  post("auth-refresh with expand", "users", "auth-refresh?expand=rel", {}, "user1"),
  post("auth-refresh without a token", "users", "auth-refresh", {}),
  post("auth-refresh with an admin token", "users", "auth-refresh", {}, "admin"),
  post("auth-refresh with a token of another collection", "users", "auth-refresh", {}, "client"),
  post("auth-refresh with a garbage token", "users", "auth-refresh", {}, () => "garbage"),
];

const mail: DiffCase[] = [
  post("request-verification of an unverified user", "users", "request-verification", {
    email: "test@example.com",
  }),
  post("request-verification of a verified user", "users", "request-verification", {
    email: "test2@example.com",
  }),
  post("request-verification of an unknown email", "users", "request-verification", {
    email: "nobody@example.com",
  }),
  post("request-verification with an invalid email", "users", "request-verification", {
    email: "not-an-email",
  }),
  post("request-verification without an email", "users", "request-verification", {}),
  post("request-verification on a base collection", "demo2", "request-verification", {
    email: "test@example.com",
  }),
  post("confirm-verification with a garbage token", "users", "confirm-verification", { token: "garbage" }),
  post("confirm-verification without a token", "users", "confirm-verification", {}),
  post("request-password-reset of a user", "users", "request-password-reset", { email: "test@example.com" }),
  post("request-password-reset of an unknown email", "users", "request-password-reset", {
    email: "nobody@example.com",
  }),
  post("request-password-reset with an invalid email", "users", "request-password-reset", { email: "x" }),
  post("confirm-password-reset with a garbage token", "users", "confirm-password-reset", {
    token: "garbage",
    password: "1234567890",
    passwordConfirm: "1234567890",
  }),
  post("confirm-password-reset with mismatched passwords", "users", "confirm-password-reset", {
    token: "garbage",
    password: "1234567890",
    passwordConfirm: "0000000000",
  }),
  post(
    "request-email-change as user1",
    "users",
    "request-email-change",
    { newEmail: "new1@example.com" },
    "user1",
  ),
  post(
    "request-email-change to a taken email",
    "users",
    "request-email-change",
    { newEmail: "test2@example.com" },
    "user1",
  ),
  post(
    "request-email-change with an invalid email",
    "users",
    "request-email-change",
    { newEmail: "nope" },
    "user1",
  ),
  post("request-email-change without auth", "users", "request-email-change", {
    newEmail: "new2@example.com",
  }),
  post(
    "request-email-change as admin",
    "users",
    "request-email-change",
    { newEmail: "new3@example.com" },
    "admin",
  ),
  post(
    "request-email-change with a token of another collection",
    "users",
    "request-email-change",
    { newEmail: "new4@example.com" },
    "client",
  ),
  post("confirm-email-change with a garbage token", "users", "confirm-email-change", {
    token: "garbage",
    password: "1234567890",
  }),
];

function externalAuths(name: string, id: string, auth?: Auth): DiffCase {
  return { name, url: `/api/collections/users/records/${id}/external-auths`, auth };
}

const external: DiffCase[] = [
  externalAuths("external-auths of user1 as user1", "4q1xlclmfloku33", "user1"),
  externalAuths("external-auths of user1 as admin", "4q1xlclmfloku33", "admin"),
  externalAuths("external-auths of user1 as user2", "4q1xlclmfloku33", "user2"),
  externalAuths("external-auths without auth", "4q1xlclmfloku33"),
  {
    name: "unlink a provider the user has not linked",
    method: "DELETE",
    url: "/api/collections/users/records/4q1xlclmfloku33/external-auths/github",
    auth: "user1",
  },
  {
    name: "users record after the requests (lastResetSentAt etc.)",
    url: "/api/collections/users/records/4q1xlclmfloku33",
    auth: "admin",
  },
];

export const recordAuthGroup: DiffGroup = {
  name: "record auth",
  setup: useMailPeer,
  teardown: closeMailPeer,
  cases: [...methods, ...password, ...refresh, ...mail, ...external],
};
