/**
 * The data the interchange tests write through the API (an admin, collections of every field type,
 * records with files, settings changes) and the API snapshot both servers must answer alike.
 */
import { createHash } from "node:crypto";
import { INSTALLER_TOKEN_HEADER } from "../../../shared/client/installer-token.ts";
import { formOf, samplePng } from "./sample-files.ts";

export const admin = { email: "interchange@example.com", password: "1234567890" };

async function call(
  url: string,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<unknown> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Authorization", init.token);
  if (typeof init.body === "string") headers.set("Content-Type", "application/json");
  const res = await fetch(url + path, { ...init, headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Signs the interchange admin in and returns its token. */
export async function signIn(url: string): Promise<string> {
  const body = JSON.stringify({ identity: admin.email, password: admin.password });
  return ((await call(url, "/api/admins/auth-with-password", { method: "POST", body })) as { token: string })
    .token;
}

/** A server without admins; pbdeck's comes with the token of the installer link it printed. */
export interface FreshServer {
  url: string;
  installerToken?: string;
}

/** Creates the first admin through the installer route (allowed while there is none) and signs it in. */
export async function install(server: FreshServer, password = admin.password): Promise<string> {
  const { url, installerToken } = server;
  const body = JSON.stringify({ email: admin.email, password, passwordConfirm: password });
  const headers = installerToken ? { [INSTALLER_TOKEN_HEADER]: installerToken } : undefined;
  await call(url, "/api/admins", { method: "POST", body, headers });
  const auth = JSON.stringify({ identity: admin.email, password });
  return (
    (await call(url, "/api/admins/auth-with-password", { method: "POST", body: auth })) as { token: string }
  ).token;
}

const f = (id: string, name: string, type: string, options: Record<string, unknown> = {}) => ({
  id,
  name,
  type,
  system: false,
  required: false,
  options,
});

/** Writes everything through the API of a fresh server. */
export async function populate(server: FreshServer): Promise<void> {
  const { url } = server;
  const token = await install(server);
  const post = (path: string, json: unknown) =>
    call(url, path, { method: "POST", token, body: JSON.stringify(json) });
  await post("/api/admins", {
    id: "ichadmin0000002",
    email: "second@example.com",
    password: "abcdefghij",
    passwordConfirm: "abcdefghij",
    avatar: 4,
  });
  await post("/api/collections", {
    id: "ichmembers00001",
    name: "members",
    type: "auth",
    schema: [f("ichnick1", "nick", "text")],
    listRule: "",
    options: { allowUsernameAuth: true, allowEmailAuth: true, minPasswordLength: 8 },
  });
  await post("/api/collections", {
    id: "ichthings000001",
    name: "things",
    type: "base",
    listRule: "",
    viewRule: "",
    schema: [
      f("ichtext1", "title", "text", { min: null, max: 50, pattern: "" }),
      f("ichnumb1", "count", "number", { min: null, max: null, noDecimal: false }),
      f("ichbool1", "done", "bool"),
      f("ichmail1", "mail", "email", { exceptDomains: null, onlyDomains: null }),
      f("ichurl01", "site", "url", { exceptDomains: null, onlyDomains: null }),
      f("ichdate1", "when", "date", { min: "", max: "" }),
      f("ichsel01", "kind", "select", { maxSelect: 1, values: ["a", "b"] }),
      f("ichsel02", "tags", "select", { maxSelect: 3, values: ["x", "y", "z"] }),
      f("ichjson1", "meta", "json"),
      f("ichfile1", "doc", "file", {
        maxSelect: 1,
        maxSize: 5242880,
        mimeTypes: [],
        thumbs: ["20x20"],
        protected: false,
      }),
      f("ichfile2", "docs", "file", {
        maxSelect: 5,
        maxSize: 5242880,
        mimeTypes: [],
        thumbs: [],
        protected: false,
      }),
      f("ichrel01", "owner", "relation", {
        collectionId: "ichmembers00001",
        cascadeDelete: false,
        minSelect: null,
        maxSelect: 1,
        displayFields: null,
      }),
      f("ichedit1", "body", "editor", { convertUrls: false }),
    ],
    indexes: ["CREATE INDEX `idx_things_title` ON `things` (`title`)"],
  });
  await post("/api/collections", {
    id: "ichview00000001",
    name: "things_view",
    type: "view",
    listRule: "",
    options: { query: "SELECT id, title, count, owner FROM things" },
  });
  await post("/api/collections/members/records", {
    id: "ichmember000001",
    username: "member1",
    email: "member1@example.com",
    emailVisibility: true,
    password: "1234567890",
    passwordConfirm: "1234567890",
    nick: "one",
  });
  await call(url, "/api/collections/things/records", {
    method: "POST",
    token,
    body: formOf(
      {
        id: "ichthing0000001",
        title: "first",
        count: "12.5",
        done: "true",
        mail: "a@example.com",
        site: "https://example.com",
        when: "2023-05-06 07:08:09.123Z",
        kind: "a",
        tags: "x",
        meta: JSON.stringify({ nested: [1, "two", null] }),
        owner: "ichmember000001",
        body: "<p>hello</p>",
      },
      [
        ["doc", "picture.png", samplePng, "image/png"],
        ["docs", "notes.txt", Buffer.from("some notes"), "text/plain"],
        ["docs", "data.json", Buffer.from('{"k":1}'), "application/json"],
      ],
    ),
  });
  await post("/api/collections/things/records", { id: "ichthing0000002", title: "second", tags: ["y", "z"] });
  await call(url, "/api/settings", {
    method: "PATCH",
    token,
    body: JSON.stringify({
      meta: { appName: "interchange", appUrl: "http://interchange.example.com" },
      logs: { maxDays: 9 },
    }),
  });
}

/** Everything the API tells about the data: collections, records, file bytes, settings, admins. */
export async function snapshot(url: string): Promise<Record<string, unknown>> {
  const token = await signIn(url);
  const get = (path: string) => call(url, path, { token });
  const collections = (await get("/api/collections?perPage=200&sort=name")) as {
    items: Array<{ name: string; type: string; schema: Array<{ name: string; type: string }> }>;
  };
  const records: Record<string, unknown> = {};
  const files: Record<string, unknown> = {};
  for (const collection of collections.items) {
    const list = (await get(`/api/collections/${collection.name}/records?perPage=500&sort=id`)) as {
      items: Array<Record<string, unknown>>;
    };
    records[collection.name] = list;
    if (collection.type === "view") continue;
    for (const record of list.items)
      for (const field of collection.schema.filter((s) => s.type === "file")) {
        const value = record[field.name];
        for (const name of Array.isArray(value) ? value : value ? [value] : []) {
          const res = await fetch(`${url}/api/files/${collection.name}/${record.id}/${name}`);
          const bytes = Buffer.from(await res.arrayBuffer());
          files[`${collection.name}/${record.id}/${name}`] = {
            status: res.status,
            type: res.headers.get("content-type"),
            sha256: createHash("sha256").update(bytes).digest("hex"),
          };
        }
      }
  }
  return {
    collections,
    records,
    files,
    settings: await get("/api/settings"),
    admins: await get("/api/admins?sort=email"),
  };
}
