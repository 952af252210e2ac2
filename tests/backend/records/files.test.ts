import { existsSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import { adminToken as adminAuth, user1Token as userAuth } from "../../helpers/fixture-tokens.ts";
import { fixtureDir } from "../../helpers/pbdeck-process.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

// ready-made auth tokens of the fixture (data-model §8.8)

const avatarPath = "_pb_users_auth_/4q1xlclmfloku33/300_1SEi6Q6U72.png";
const protectedPath = "wsmn24bux7wo113/84nmscqy84lsi1t/test_d61b33QdDU.txt";
const fileHeaders = {
  "content-security-policy": "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
  "cache-control": "max-age=2592000, stale-while-revalidate=86400",
};

const server = serverForSuite();

const fixtureBytes = (key: string) => readFileSync(join(fixtureDir, "storage", key));
const storagePath = (key: string) => join(server.dataDir, "storage", key);

function get(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.url}${path}`, init);
}

async function bytes(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

async function fileToken(authorization: string): Promise<string> {
  const res = await get("/api/files/token", { method: "POST", headers: { Authorization: authorization } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A GET with the path sent byte for byte (fetch would normalise `..` and `%2e`). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/`, { path }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("a record file is served with PocketBase's headers, by collection id or name", async () => {
  for (const path of [`/api/files/${avatarPath}`, "/api/files/users/4q1xlclmfloku33/300_1SEi6Q6U72.png"]) {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      ...fileHeaders,
      "content-type": "image/png",
      "content-disposition": "inline; filename=300_1SEi6Q6U72.png",
      "content-length": "1132",
      "accept-ranges": "bytes",
      "x-content-type-options": "nosniff",
    });
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(res.headers.get("last-modified")).toMatch(/ GMT$/);
    expect(await bytes(res)).toEqual(fixtureBytes(avatarPath));
  }
});

test("HEAD answers the same headers without a body", async () => {
  const res = await get(`/api/files/${avatarPath}`, { method: "HEAD" });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  expect(res.headers.get("content-length")).toBe("1132");
  expect(res.headers.get("content-disposition")).toBe("inline; filename=300_1SEi6Q6U72.png");
  expect(await res.text()).toBe("");
});

test("download=1 makes an attachment; other values do not", async () => {
  const yes = await get(`/api/files/${avatarPath}?download=1`);
  expect(yes.headers.get("content-disposition")).toBe("attachment; filename=300_1SEi6Q6U72.png");
  const no = await get(`/api/files/${avatarPath}?download=no`);
  expect(no.headers.get("content-disposition")).toBe("inline; filename=300_1SEi6Q6U72.png");
});

test("text is an attachment with the sidecar's type; svg gets image/svg+xml", async () => {
  const txt = await get("/api/files/users/oap640cot4yru2s/test_kfd2wYLxkz.txt");
  expect(txt.status).toBe(200);
  expect(txt.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  expect(txt.headers.get("content-disposition")).toBe("attachment; filename=test_kfd2wYLxkz.txt");
  expect(await txt.text()).toBe("test\n");
  const svg = await get("/api/files/demo5/qjeql998mtp1azp/logo_vcf_jjg5_tah_9MtIHytOmZ.svg");
  expect(svg.status).toBe(200);
  expect(Object.fromEntries(svg.headers)).toMatchObject({
    ...fileHeaders,
    "content-type": "image/svg+xml",
    "content-disposition": "attachment; filename=logo_vcf_jjg5_tah_9MtIHytOmZ.svg",
  });
});

test("an existing thumb listed in the field's thumbs is served under its own name", async () => {
  for (const size of ["70x50", "70x50t", "70x50b", "70x50f", "0x50", "70x0", "100x100"]) {
    const res = await get(`/api/files/${avatarPath}?thumb=${size}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`inline; filename=${size}_300_1SEi6Q6U72.png`);
    expect(res.headers.get("content-type")).toBe("image/png");
    const key = `_pb_users_auth_/4q1xlclmfloku33/thumbs_300_1SEi6Q6U72.png/${size}_300_1SEi6Q6U72.png`;
    expect(await bytes(res)).toEqual(fixtureBytes(key));
  }
});

test("a missing thumb is generated on first request, with its sidecar, then served from disk", async () => {
  const dir = "9n89pl5vkct6330/la4y2w4o98acwuj";
  rmSync(storagePath(`${dir}/thumbs_300_uh_lkx91_hvb_Da8K5pl069.png`), { recursive: true });
  const key = `${dir}/thumbs_300_uh_lkx91_hvb_Da8K5pl069.png/100x100_300_uh_lkx91_hvb_Da8K5pl069.png`;
  const res = await get(`/api/files/demo5/la4y2w4o98acwuj/300_uh_lkx91_hvb_Da8K5pl069.png?thumb=100x100`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-disposition")).toBe(
    "inline; filename=100x100_300_uh_lkx91_hvb_Da8K5pl069.png",
  );
  const body = await bytes(res);
  expect(body).toEqual(readFileSync(storagePath(key)));
  const meta = await sharp(body).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["png", 100, 100]);
  expect(readFileSync(storagePath(`${key}.attrs`), "utf8")).toMatch(
    /^\{"user.cache_control":"","user.content_disposition":"","user.content_encoding":"","user.content_language":"","user.content_type":"image\/png","user.metadata":null,"md5":"[A-Za-z0-9+/]{22}=="\}\n$/,
  );
});

test("an allowed size of the field is generated with its pixel size", async () => {
  const key = "_pb_users_auth_/4q1xlclmfloku33/thumbs_300_1SEi6Q6U72.png/70x50t_300_1SEi6Q6U72.png";
  rmSync(storagePath(key));
  rmSync(storagePath(`${key}.attrs`));
  const res = await get(`/api/files/${avatarPath}?thumb=70x50t`);
  expect(res.status).toBe(200);
  const meta = await sharp(await bytes(res)).metadata();
  expect([meta.width, meta.height]).toEqual([70, 50]);
  expect(existsSync(storagePath(`${key}.attrs`))).toBe(true);
});

test("sizes the field does not list, malformed sizes and non-images serve the original", async () => {
  const demo3 = "wzlqyes4orhoygb/lcl9d87w22ml6jy";
  for (const thumb of ["50x50", "70x50", "0x0", "abc", "100x100x"]) {
    const res = await get(`/api/files/${demo3}/300_UhLKX91HVb.png?thumb=${thumb}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe("inline; filename=300_UhLKX91HVb.png");
    expect(await bytes(res)).toEqual(fixtureBytes(`${demo3}/300_UhLKX91HVb.png`));
  }
  expect(existsSync(storagePath(`${demo3}/thumbs_300_UhLKX91HVb.png/50x50_300_UhLKX91HVb.png`))).toBe(false);
  const txt = await get(`/api/files/${demo3}/test_FLurQTgrY8.txt?thumb=100x100`);
  expect(txt.headers.get("content-disposition")).toBe("attachment; filename=test_FLurQTgrY8.txt");
  const svg = await get("/api/files/demo5/qjeql998mtp1azp/logo_vcf_jjg5_tah_9MtIHytOmZ.svg?thumb=100x100");
  expect(svg.headers.get("content-disposition")).toBe(
    "attachment; filename=logo_vcf_jjg5_tah_9MtIHytOmZ.svg",
  );
  expect(
    existsSync(storagePath("9n89pl5vkct6330/qjeql998mtp1azp/thumbs_logo_vcf_jjg5_tah_9MtIHytOmZ.svg")),
  ).toBe(false);
});

test.each([
  ["unknown collection", "/api/files/missing/4q1xlclmfloku33/300_1SEi6Q6U72.png"],
  ["unknown record", "/api/files/users/missingrecord00/300_1SEi6Q6U72.png"],
  ["a blob of another record", "/api/files/users/4q1xlclmfloku33/test_kfd2wYLxkz.txt"],
  ["a thumb's own name", "/api/files/users/4q1xlclmfloku33/100x100_300_1SEi6Q6U72.png"],
  ["a name no record holds", "/api/files/users/4q1xlclmfloku33/nothing.png"],
])("404 for %s", async (_name, path) => {
  const res = await get(path);
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ code: 404, message: "The requested resource wasn't found.", data: {} });
});

test("404 when the record lists the file but storage lost it", async () => {
  rmSync(storagePath("wsmn24bux7wo113/84nmscqy84lsi1t/test_QZFjKjXchk.txt"));
  const res = await get("/api/files/demo1/84nmscqy84lsi1t/test_QZFjKjXchk.txt");
  expect(res.status).toBe(404);
  expect((await res.json()).code).toBe(404);
});

test.each([
  "/api/files/users/4q1xlclmfloku33/..%2F..%2F..%2Fdata.db",
  "/api/files/users/4q1xlclmfloku33/..%2f..%2f..%2fdata.db",
  "/api/files/users/..%2F..%2F/data.db",
  "/api/files/users/4q1xlclmfloku33/..%5C..%5C..%5Cdata.db",
  "/api/files/users/4q1xlclmfloku33/%2e%2e",
  "/api/files/users/4q1xlclmfloku33/300_1SEi6Q6U72.png%00",
  "/api/files/users/4q1xlclmfloku33/%252e%252e%252fdata.db",
  "/api/files/users/4q1xlclmfloku33/../../../data.db",
  "/api/files/users/4q1xlclmfloku33/..%2F300_1SEi6Q6U72.png",
  "/api/files/..%2F..%2F/x/data.db",
  "/api/files/users/4q1xlclmfloku33/%E0%A4%A",
])("path trick %s is refused without reading outside storage", async (path) => {
  const res = await rawGet(path);
  expect([400, 404]).toContain(res.status);
  expect(res.body).not.toContain("SQLite");
  expect(JSON.parse(res.body).code).toBe(res.status);
});

test("ranges, conditional requests and unsatisfiable ranges", async () => {
  const partial = await get(`/api/files/${avatarPath}`, { headers: { Range: "bytes=0-3" } });
  expect(partial.status).toBe(206);
  expect(partial.headers.get("content-range")).toBe("bytes 0-3/1132");
  expect(partial.headers.get("content-length")).toBe("4");
  expect(partial.headers.get("content-type")).toBe("image/png");
  expect(await bytes(partial)).toEqual(fixtureBytes(avatarPath).subarray(0, 4));
  const tail = await get(`/api/files/${avatarPath}`, { headers: { Range: "bytes=-2" } });
  expect(await bytes(tail)).toEqual(fixtureBytes(avatarPath).subarray(1130));
  const outside = await get(`/api/files/${avatarPath}`, { headers: { Range: "bytes=5000-" } });
  expect(outside.status).toBe(416);
  expect(outside.headers.get("content-range")).toBe("bytes */1132");
  const lastModified =
    (await get(`/api/files/${avatarPath}`, { method: "HEAD" })).headers.get("last-modified") ?? "";
  const cached = await get(`/api/files/${avatarPath}`, { headers: { "If-Modified-Since": lastModified } });
  expect(cached.status).toBe(304);
  expect(cached.headers.get("cache-control")).toBe(fileHeaders["cache-control"]);
  const stale = await get(`/api/files/${avatarPath}`, {
    headers: { "If-Modified-Since": "Mon, 01 Jan 2001 00:00:00 GMT" },
  });
  expect(stale.status).toBe(200);
});

test("file tokens: guests get 400, admins and auth records get a token", async () => {
  const guest = await get("/api/files/token", { method: "POST" });
  expect(guest.status).toBe(400);
  expect(await guest.json()).toEqual({ code: 400, message: "Failed to generate file token.", data: {} });
  for (const auth of [adminAuth, userAuth]) {
    expect(await fileToken(auth)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  }
});

test("a protected file needs a file token whose owner passes the viewRule", async () => {
  const forbidden = { code: 403, message: "Insufficient permissions to access the file resource.", data: {} };
  const url = `/api/files/${protectedPath}`;
  const none = await get(url);
  expect(none.status).toBe(403);
  expect(await none.json()).toEqual(forbidden);
  // the Authorization header does not count, nor does an auth token passed as file token
  expect((await get(url, { headers: { Authorization: adminAuth } })).status).toBe(403);
  expect((await get(`${url}?token=${adminAuth}`)).status).toBe(403);
  expect((await get(`${url}?token=garbage`)).status).toBe(403);
  // demo1's viewRule is null: admins only
  expect((await get(`${url}?token=${await fileToken(userAuth)}`)).status).toBe(403);
  const admin = await get(`${url}?token=${await fileToken(adminAuth)}`);
  expect(admin.status).toBe(200);
  expect(admin.headers.get("content-disposition")).toBe("attachment; filename=test_d61b33QdDU.txt");
  expect(await admin.text()).toBe("test\n");
});

test("view collections serve the source record's file under the view's rule", async () => {
  // view1.file_one is protected; its viewRule needs an auth record and bool = true
  const url = "/api/files/view1/84nmscqy84lsi1t/test_d61b33QdDU.txt";
  expect((await get(url)).status).toBe(403);
  const user = await get(`${url}?token=${await fileToken(userAuth)}`);
  expect(user.status).toBe(200);
  expect(await user.text()).toBe("test\n");
  // view2.file_many comes from view1.file_many, itself from demo1
  const png = await get("/api/files/view2/84nmscqy84lsi1t/300_WlbFWSGmW9.png?thumb=100x100");
  expect(png.status).toBe(200);
  expect(png.headers.get("content-disposition")).toBe("inline; filename=100x100_300_WlbFWSGmW9.png");
  expect(await bytes(png)).toEqual(
    fixtureBytes("wsmn24bux7wo113/84nmscqy84lsi1t/thumbs_300_WlbFWSGmW9.png/100x100_300_WlbFWSGmW9.png"),
  );
});
