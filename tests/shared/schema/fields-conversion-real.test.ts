/**
 * The oracle of the schema → fields conversion: the fixture's collections as real PocketBase
 * v0.22.27 exports them, converted by toFieldsFormat, against what real PocketBase v0.40.6 makes
 * of the same pb_data with its own upgrade; the converted file is then imported into a fresh
 * v0.40.6, and converted back.
 */
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { toExportedCollection } from "../../../shared/schema/collections-export.ts";
import { fromFieldsFormat, toFieldsFormat } from "../../../shared/schema/fields-conversion.ts";
import { copyFixture, emptyDataDir } from "../../helpers/pbdeck-process.ts";
import { pocketBaseBinary, startPocketBase, upsertSuperuser } from "../../helpers/pocketbase-server.ts";

type Loose = Record<string, unknown>;
interface Difference {
  where: string;
  ours: unknown;
  real: unknown;
}

const EMAIL = "test@example.com";
const PASSWORD = "1234567890";
const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function json(url: string, init: RequestInit = {}): Promise<Loose> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Loose;
}

async function signIn(url: string, path: string): Promise<string> {
  const body = JSON.stringify({ identity: EMAIL, password: PASSWORD });
  const auth = await json(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
  return auth.token as string;
}

async function serve(name: "v0.22" | "newest", dir: { dir: string; cleanup(): void }) {
  cleanups.push(dir.cleanup);
  if (name === "newest") upsertSuperuser(pocketBaseBinary("newest"), dir.dir, EMAIL, PASSWORD);
  const server = await startPocketBase(name, dir.dir);
  cleanups.push(() => server.stop());
  const token = await signIn(
    server.url,
    name === "newest" ? "/api/collections/_superusers/auth-with-password" : "/api/admins/auth-with-password",
  );
  return { url: server.url, token };
}

let fromV022: Loose[] = [];
let fromV040: Loose[] = [];
let fresh: { url: string; token: string };

beforeAll(async () => {
  const [old, upgraded, empty] = await Promise.all([
    serve("v0.22", copyFixture()),
    serve("newest", copyFixture()),
    serve("newest", emptyDataDir()),
  ]);
  const list = async (server: { url: string; token: string }) =>
    (await json(`${server.url}/api/collections?perPage=500`, { headers: { Authorization: server.token } }))
      .items as Loose[];
  fromV022 = await list(old);
  fromV040 = await list(upgraded);
  fresh = empty;
}, 90_000);

/** What a collections file cannot know, or what v0.37+ adds to every field. */
const SERVER_ONLY = [
  "created",
  "updated",
  "authAlert",
  "mfa",
  "otp",
  "authToken",
  "passwordResetToken",
  "emailChangeToken",
  "verificationToken",
  "fileToken",
  "verificationTemplate",
  "resetPasswordTemplate",
  "confirmEmailChangeTemplate",
];
const SYSTEM_COLLECTIONS = ["_superusers", "_mfas", "_otps", "_authOrigins", "_externalAuths"];

function differences(ours: Loose[], real: Loose[]): Difference[] {
  const found: Difference[] = [];
  const note = (where: string, a: unknown, b: unknown) => {
    if (!isDeepStrictEqual(a, b)) found.push({ where, ours: a, real: b });
  };
  for (const theirs of real.filter((c) => !SYSTEM_COLLECTIONS.includes(c.name as string))) {
    const mine = ours.find((c) => c.name === theirs.name) ?? {};
    const keys = new Set([...Object.keys(mine), ...Object.keys(theirs)]);
    for (const key of [...keys].filter((k) => !SERVER_ONLY.includes(k) && k !== "fields")) {
      const value = key === "oauth2" ? { ...(theirs.oauth2 as Loose), providers: undefined } : theirs[key];
      const own = key === "oauth2" ? { ...(mine.oauth2 as Loose), providers: undefined } : mine[key];
      note(`${theirs.name}.${key}`, own, value);
    }
    const myFields = (mine.fields ?? []) as Loose[];
    const realFields = theirs.fields as Loose[];
    note(
      `${theirs.name} field order`,
      myFields.map((f) => f.name),
      realFields.map((f) => f.name),
    );
    for (const field of realFields) {
      const own = myFields.find((f) => f.name === field.name) ?? {};
      for (const key of new Set([...Object.keys(own), ...Object.keys(field)])) {
        if (key === "help" && field.help === "" && !("help" in own)) continue; // v0.37+ adds it, empty
        note(`${theirs.name}.${field.name}.${key}`, own[key], field[key]);
      }
    }
  }
  return found;
}

const viewFieldIds = (real: Loose[]): Difference[] =>
  real
    .filter((c) => c.type === "view")
    .flatMap((c) =>
      (c.fields as Loose[])
        .filter((f) => f.name !== "id")
        .map((f) => ({ where: `${c.name}.${f.name}.id`, ours: expect.any(String), real: f.id })),
    );

test("toFieldsFormat converts the fixture as PocketBase v0.40.6's own upgrade does, but for the listed differences", () => {
  const ours = toFieldsFormat(fromV022.map((c) => toExportedCollection(c as never))) as unknown as Loose[];
  const found = differences(ours, fromV040);
  const known: Difference[] = [
    // v0.22's system migration wrote the 2 MB default into the fixture's json fields (a v0.20
    // step); v0.40.6 upgrades the v0.18 data directly, where json fields have no maxSize
    { where: "demo1.json.maxSize", ours: 2000000, real: 0 },
    // v0.19 turned the relation displayFields (demo4 → demo3 title) into `presentable`, in the data
    // v0.22 exports; the direct upgrade from v0.18 never ran that step
    { where: "demo3.title.presentable", ours: true, real: false },
    { where: "demo4.json_array.maxSize", ours: 2000000, real: 0 },
    { where: "demo4.json_object.maxSize", ours: 2000000, real: 0 },
    // a server derives a view's fields from its query on every save: random `_clone_` ids, the
    // props of the source column (clients.email is auth's system, required email) and json's
    // size of the source; importing the converted file gets the same derivation
    { where: "view1.json.maxSize", ours: 2000000, real: 0 },
    { where: "numeric_id_view.email.system", ours: false, real: true },
    { where: "numeric_id_view.email.required", ours: false, real: true },
    ...viewFieldIds(fromV040),
  ];
  expect(found).toEqual(expect.arrayContaining(known));
  expect(found).toHaveLength(known.length);
});

test("a fresh PocketBase v0.40.6 accepts the converted file in an import", async () => {
  const collections = toFieldsFormat(fromV022.map((c) => toExportedCollection(c as never)));
  const res = await fetch(`${fresh.url}/api/collections/import`, {
    method: "PUT",
    headers: { "content-type": "application/json", Authorization: fresh.token },
    body: JSON.stringify({ collections, deleteMissing: false }),
  });
  expect(res.status, await res.text()).toBe(204);
  const imported = (
    await json(`${fresh.url}/api/collections?perPage=500`, { headers: { Authorization: fresh.token } })
  ).items as Loose[];
  const users = imported.find((c) => c.name === "users") as Loose;
  expect((users.fields as Loose[]).map((f) => f.name)).toEqual([
    "id",
    "password",
    "tokenKey",
    "email",
    "emailVisibility",
    "verified",
    "username",
    "name",
    "avatar",
    "file",
    "rel",
    "created",
    "updated",
  ]);
  expect(users.passwordAuth).toEqual({ enabled: true, identityFields: ["email", "username"] });
});

/** The documented losses: null and [] both mean "none"; `unique` and displayFields are gone. */
function withoutLosses(collection: Loose): Loose {
  const none = (value: unknown) => (Array.isArray(value) && value.length === 0 ? null : value);
  const options = { ...(collection.options as Loose) };
  for (const key of ["exceptEmailDomains", "onlyEmailDomains"])
    if (key in options) options[key] = none(options[key]);
  const schema = (collection.schema as Loose[]).map((field) => {
    const own = { ...(field.options as Loose) };
    for (const key of ["exceptDomains", "onlyDomains"]) if (key in own) own[key] = none(own[key]);
    if ("displayFields" in own) own.displayFields = null;
    return { ...field, unique: false, options: own };
  });
  return { ...collection, schema, options };
}

test("fromFieldsFormat gives the fixture's collections back, but for the documented losses", () => {
  const original = fromV022.map((c) => toExportedCollection(c as never)) as unknown as Loose[];
  const back = fromFieldsFormat(toFieldsFormat(original as never)) as unknown as Loose[];
  expect(back.map(withoutLosses)).toEqual(original.map(withoutLosses));
  // the losses are real ones of this fixture (so the normalisation above is not hiding nothing)
  expect(back).not.toEqual(original);
});
