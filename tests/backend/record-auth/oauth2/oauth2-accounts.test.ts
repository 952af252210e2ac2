import { DatabaseSync } from "node:sqlite";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";
import { adminToken } from "../../../helpers/fixture-tokens.ts";
import { type OidcPeer, startOidcPeer } from "../../../helpers/oidc-peer.ts";
import { rejection } from "../../../helpers/sdk-failure.ts";
import { serverForSuite } from "../../../helpers/server-suite.ts";

// a link left behind by a record that no longer exists
const server = serverForSuite({
  prepare(dataDir) {
    const db = new DatabaseSync(`${dataDir}/data.db`);
    db.prepare(
      "INSERT INTO _externalAuths (id, collectionId, recordId, provider, providerId, created, updated) VALUES ('ghostlink000001', '_pb_users_auth_', 'gone00000000001', 'oidc', 'ghost-1', '', '')",
    ).run();
    db.close();
  },
});
let peer: OidcPeer;

function admin(): PocketBase {
  const pb = new PocketBase(server.url);
  pb.authStore.save(adminToken, null);
  return pb;
}

async function signIn(
  pb: PocketBase,
  collection: string,
  sub: string,
  createData?: Record<string, unknown>,
  query?: Record<string, string>,
) {
  const methods = await pb.collection(collection).listAuthMethods({ requestKey: null });
  const oidc = methods.authProviders.find((p) => p.name === "oidc");
  if (!oidc) throw new Error(`oidc is not offered by ${collection}`);
  const code = await peer.authorize(oidc.authUrl, sub);
  return pb
    .collection(collection)
    .authWithOAuth2Code("oidc", code, oidc.codeVerifier, peer.redirectUrl, createData, { query });
}

beforeAll(async () => {
  peer = await startOidcPeer();
  for (const sub of ["erin", "frank", "grace", "heidi", "ghost-1"])
    peer.addAccount({ sub, email: `${sub}@example.com`, email_verified: true, preferred_username: sub });
  await admin().settings.update({
    oidcAuth: { enabled: true, clientId: peer.clientId, clientSecret: peer.clientSecret, ...peer.endpoints },
  });
  // clients: OAuth2 allowed, createRule null (admins only)
  await admin().collections.update("clients", { options: { allowOAuth2Auth: true, allowEmailAuth: true } });
});

afterAll(async () => {
  await peer?.close();
});

test("fields trims the whole answer {token, record, meta}", async () => {
  const auth = await signIn(new PocketBase(server.url), "users", "erin", undefined, {
    fields: "token,record.email,meta.isNew,meta.id",
  });
  expect(Object.keys(auth).sort()).toEqual(["meta", "record", "token"]);
  expect(auth.record).toEqual({ email: "erin@example.com" });
  expect(auth.meta).toEqual({ id: "erin", isNew: true });
});

test("a null createRule refuses guests; an admin caller creates the record", async () => {
  const guest = await rejection(signIn(new PocketBase(server.url), "clients", "frank"));
  expect(guest.response).toEqual({ code: 400, message: "Failed to authenticate.", data: {} });
  const before = await admin().collection("clients").getList(1, 1);

  const auth = await signIn(admin(), "clients", "frank");
  expect(auth.meta?.isNew).toBe(true);
  expect(auth.record).toMatchObject({
    collectionName: "clients",
    email: "frank@example.com",
    verified: true,
  });
  const after = await admin().collection("clients").getList(1, 1);
  expect(after.totalItems).toBe(before.totalItems + 1);
});

test("a createRule is evaluated with createData as @request.data", async () => {
  await admin().collections.update("users", { createRule: '@request.data.name = "welcome"' });
  try {
    const refused = await rejection(signIn(new PocketBase(server.url), "users", "grace", { name: "other" }));
    expect(refused.response).toEqual({ code: 400, message: "Failed to authenticate.", data: {} });
    const auth = await signIn(new PocketBase(server.url), "users", "grace", { name: "welcome" });
    expect(auth.record).toMatchObject({ name: "welcome", username: "grace", email: "grace@example.com" });
  } finally {
    await admin().collections.update("users", { createRule: "" });
  }
});

test("a provider account linked in another collection cannot be linked again; nothing is left behind", async () => {
  await signIn(new PocketBase(server.url), "users", "heidi");
  const before = (await admin().collection("clients").getFullList()).length;
  const err = await rejection(signIn(admin(), "clients", "heidi"));
  expect(err.response).toEqual({ code: 400, message: "Failed to authenticate.", data: {} });
  expect((await admin().collection("clients").getFullList()).length).toBe(before);
});

test("a link to a record that is gone: 404", async () => {
  const err = await rejection(signIn(new PocketBase(server.url), "users", "ghost-1"));
  expect(err.status).toBe(404);
  expect(err.response).toEqual({ code: 404, message: "The requested resource wasn't found.", data: {} });
});

test("the password and refresh answers are trimmed by fields the same way", async () => {
  const pb = new PocketBase(server.url);
  const auth = await pb
    .collection("users")
    .authWithPassword("test3@example.com", "1234567890", { query: { fields: "record.id" } });
  // no token member came back: the SDK fills in ""
  expect(auth).toEqual({ record: { id: "bgs820n361vj1qd" }, token: "" });
});
