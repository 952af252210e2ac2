/** Admins: sign-in, refresh, list, view, create, update, delete and password reset requests. */
import { closeMailPeer, useMailPeer } from "./mail-peer.ts";
import type { DiffCase, DiffGroup, ServerUnderTest } from "./types.ts";

/** An admins request, as the fixture admin unless `auth` says otherwise (null: without auth). */
function admins(
  name: string,
  method: DiffCase["method"],
  path: string,
  json?: unknown,
  auth: DiffCase["auth"] | null = "admin",
): DiffCase {
  return { name, method, url: `/api/admins${path}`, json, auth: auth ?? undefined };
}

const saved = (key: string) => (server: ServerUnderTest) => String(server.vars.get(key));

export const adminsGroup: DiffGroup = {
  name: "admins",
  setup: useMailPeer,
  teardown: closeMailPeer,
  cases: [
    {
      ...admins(
        "sign in with a good password",
        "POST",
        "/auth-with-password",
        { identity: "test@example.com", password: "1234567890" },
        null,
      ),
      save: (observed, server) => server.vars.set("adminToken", (observed.body as { token: string }).token),
    },
    admins(
      "sign in with a wrong password",
      "POST",
      "/auth-with-password",
      { identity: "test@example.com", password: "nope" },
      null,
    ),
    admins(
      "sign in with an unknown email",
      "POST",
      "/auth-with-password",
      { identity: "no@example.com", password: "1234567890" },
      null,
    ),
    admins(
      "sign in with an invalid email",
      "POST",
      "/auth-with-password",
      { identity: "nope", password: "1234567890" },
      null,
    ),
    admins("sign in with an empty body", "POST", "/auth-with-password", {}, null),
    admins("refresh with the sign-in token", "POST", "/auth-refresh", {}, saved("adminToken")),
    admins("refresh without a token", "POST", "/auth-refresh", {}, null),
    admins("refresh with a user token", "POST", "/auth-refresh", {}, "user1"),
    admins("list admins", "GET", "?sort=created"),
    admins("list admins without auth", "GET", "", undefined, null),
    admins("list admins as a user", "GET", "", undefined, "user1"),
    admins("list admins filtered by email", "GET", `?filter=${encodeURIComponent("email~'test2'")}`),
    admins("list admins sorted by -email with fields", "GET", "?sort=-email&fields=id,email"),
    admins("list admins with an invalid filter", "GET", "?filter=nope%3D1"),
    admins(
      "list admins with a filter on the password hash",
      "GET",
      `?filter=${encodeURIComponent("passwordHash!=''")}`,
    ),
    admins("view an admin", "GET", "/sbmbsdb40jyxf7h"),
    admins("view a missing admin", "GET", "/missingmissing1"),
    admins("create an admin", "POST", "", {
      id: "zzdiffadmin0001",
      email: "diffadmin@example.com",
      password: "1234567890",
      passwordConfirm: "1234567890",
      avatar: 3,
    }),
    admins("create an admin with a generated id", "POST", "", {
      email: "diffadmin2@example.com",
      password: "1234567890",
      passwordConfirm: "1234567890",
    }),
    admins("create an admin with a taken email", "POST", "", {
      email: "test@example.com",
      password: "1234567890",
      passwordConfirm: "1234567890",
    }),
    admins("create an admin with mismatched passwords", "POST", "", {
      email: "diffadmin3@example.com",
      password: "1234567890",
      passwordConfirm: "1234567891",
    }),
    admins("create an admin with a short password", "POST", "", {
      email: "diffadmin4@example.com",
      password: "123",
      passwordConfirm: "123",
    }),
    admins("create an admin with an invalid avatar", "POST", "", {
      email: "diffadmin5@example.com",
      password: "1234567890",
      passwordConfirm: "1234567890",
      avatar: 99,
    }),
    admins("create an admin with an invalid id", "POST", "", {
      id: "short",
      email: "diffadmin6@example.com",
      password: "1234567890",
      passwordConfirm: "1234567890",
    }),
    admins(
      "create an admin without auth (admins exist)",
      "POST",
      "",
      { email: "x@example.com", password: "1234567890", passwordConfirm: "1234567890" },
      null,
    ),
    admins(
      "sign in as the new admin",
      "POST",
      "/auth-with-password",
      { identity: "diffadmin@example.com", password: "1234567890" },
      null,
    ),
    admins("update an admin's email", "PATCH", "/zzdiffadmin0001", {
      email: "diffadmin-renamed@example.com",
    }),
    admins("update an admin's email to a taken one", "PATCH", "/zzdiffadmin0001", {
      email: "test2@example.com",
    }),
    admins("update an admin's password", "PATCH", "/zzdiffadmin0001", {
      password: "abcdefghij",
      passwordConfirm: "abcdefghij",
    }),
    admins("update an admin's password without the confirmation", "PATCH", "/zzdiffadmin0001", {
      password: "abcdefghij",
    }),
    admins("update a missing admin", "PATCH", "/missingmissing1", { avatar: 1 }),
    admins(
      "sign in with the old password fails",
      "POST",
      "/auth-with-password",
      { identity: "diffadmin-renamed@example.com", password: "1234567890" },
      null,
    ),
    admins(
      "sign in with the new password",
      "POST",
      "/auth-with-password",
      { identity: "diffadmin-renamed@example.com", password: "abcdefghij" },
      null,
    ),
    admins(
      "confirm a password reset with a garbage token",
      "POST",
      "/confirm-password-reset",
      { token: "x", password: "1234567890", passwordConfirm: "1234567890" },
      null,
    ),
    admins("delete an admin", "DELETE", "/zzdiffadmin0001"),
    admins("delete it again", "DELETE", "/zzdiffadmin0001"),
    admins("delete an admin without auth", "DELETE", "/sbmbsdb40jyxf7h", undefined, null),
    admins("list admins after the changes", "GET", "?sort=email"),
    // last: the reset mail is sent in the background on both servers and then changes the admin
    admins(
      "request a password reset for an admin",
      "POST",
      "/request-password-reset",
      { email: "test3@example.com" },
      null,
    ),
    admins(
      "request a password reset for an unknown email",
      "POST",
      "/request-password-reset",
      { email: "no@example.com" },
      null,
    ),
    admins(
      "request a password reset with an invalid email",
      "POST",
      "/request-password-reset",
      { email: "nope" },
      null,
    ),
    admins(
      "sign in with fields",
      "POST",
      "/auth-with-password?fields=token",
      { identity: "test@example.com", password: "1234567890" },
      null,
    ),
  ],
};
