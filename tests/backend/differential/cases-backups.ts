/** Backups: create, list, download, upload, delete and restore (the restore waits for the restart). */
import yauzl from "yauzl";
import { formOf } from "./sample-files.ts";
import { observe, tokenFor } from "./send.ts";
import type { DiffCase, DiffGroup, Observed, ServerUnderTest } from "./types.ts";

const archiveAccepted =
  "archives are written by different zip writers: their bytes and sizes differ, their entry names are compared";

/** The sorted entry names of a zip, without the volatile WAL/SHM files. */
function zipEntries(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const names: string[] = [];
      zip.on("entry", (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith("/")) names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on("end", () => resolve(names.filter((n) => !/-(wal|shm)$/.test(n)).sort()));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

const rawErrorAccepted =
  "PocketBase v0.18.1 appends its storage library's raw error (with the server's file path) to the message; pbdeck leaves it out";

/** Drops the raw storage error PocketBase appends to a message. */
function withoutRawError(observed: Observed): Observed {
  const body = observed.body as { message?: string } | null;
  if (!body?.message) return observed;
  return { ...observed, body: { ...body, message: body.message.replace(/ Raw error: [\s\S]*$/, "") } };
}

const uploadAccepted =
  "PocketBase v0.18.1 names the refused file with the random suffix it gives every upload; pbdeck keeps the name the user sent";

/** Drops the random suffix PocketBase gives the file name in the refusal. */
function uploadFailure(observed: Observed): Observed {
  const text = JSON.stringify(observed.body).replace(
    /\\"notzip(_[A-Za-z0-9]{10})?\.zip\\"/,
    '\\"notzip.zip\\"',
  );
  return { ...observed, body: JSON.parse(text) };
}

async function adminFileToken(server: ServerUnderTest): Promise<string> {
  const res = await fetch(`${server.url}/api/files/token`, {
    method: "POST",
    headers: { Authorization: tokenFor("admin", server) as string },
  });
  return ((await res.json()) as { token: string }).token;
}

/** Downloads a backup: status, content type and entry names (bytes are kept for an upload case). */
function download(name: string, key: string): DiffCase {
  return {
    name,
    accept: archiveAccepted,
    run: async (server): Promise<Observed> => {
      const res = await fetch(`${server.url}/api/backups/${key}?token=${await adminFileToken(server)}`);
      if (res.status !== 200) return observe(res);
      const bytes = Buffer.from(await res.arrayBuffer());
      server.vars.set(`zip:${key}`, bytes);
      const contentType = (res.headers.get("content-type") ?? "").toLowerCase();
      return {
        status: res.status,
        contentType,
        disposition: res.headers.get("content-disposition") ?? "",
        body: await zipEntries(bytes),
      };
    },
  };
}

/** The backup list with sizes blanked (accepted: archive sizes differ). */
function list(name: string): DiffCase {
  return {
    name,
    url: "/api/backups",
    auth: "admin",
    accept: archiveAccepted,
    adjust: (observed) => ({
      ...observed,
      body: Array.isArray(observed.body)
        ? (observed.body as Array<Record<string, unknown>>).map((item) => ({ ...item, size: "<size>" }))
        : observed.body,
    }),
  };
}

/** A backup create, as the fixture admin unless `auth` is null (without auth). */
function create(name: string, json: unknown, auth: DiffCase["auth"] | null = "admin"): DiffCase {
  return { name, method: "POST", url: "/api/backups", auth: auth ?? undefined, json };
}

async function waitHealthy(server: ServerUnderTest): Promise<void> {
  const deadline = Date.now() + 30_000;
  const answers = async (path: string) => {
    try {
      return (await fetch(`${server.url}${path}`)).status;
    } catch {
      return 0; // restarting
    }
  };
  // the restore answers first, then swaps the data and restarts: wait until the old data is gone and
  // the server has answered health three times in a row (a restart may follow the swap)
  let healthy = 0;
  while (healthy < 3) {
    const gone = (await answers("/api/collections/demo2/records/zzdiffbk0000001")) === 404;
    healthy = gone && (await answers("/api/health")) === 200 ? healthy + 1 : 0;
    if (Date.now() > deadline) throw new Error(`${server.label}: not back after the restore`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const backupsGroup: DiffGroup = {
  name: "backups",
  cases: [
    list("list backups of a fresh copy"),
    { name: "list backups without auth", url: "/api/backups" },
    { name: "list backups as a user", url: "/api/backups", auth: "user1" },
    create("create a named backup", { name: "diff_a.zip" }),
    create("create a backup with a taken name", { name: "diff_a.zip" }),
    create("create a backup with an invalid name", { name: "../bad.zip" }),
    create("create a backup with a name not ending in .zip", { name: "diff_b.tar" }),
    create("create a backup without auth", { name: "diff_c.zip" }, null),
    list("list backups after the create"),
    download("download the backup", "diff_a.zip"),
    { name: "download without a token", url: "/api/backups/diff_a.zip" },
    { name: "download with a garbage token", url: "/api/backups/diff_a.zip?token=garbage" },
    {
      ...download("download a missing backup", "missing.zip"),
      accept: rawErrorAccepted,
      adjust: withoutRawError,
    },
    {
      name: "upload the downloaded backup under another name",
      method: "POST",
      url: "/api/backups/upload",
      auth: "admin",
      form: (server) =>
        formOf({}, [["file", "diff_up.zip", server.vars.get("zip:diff_a.zip") as Buffer, "application/zip"]]),
    },
    {
      name: "upload a backup with a taken name",
      method: "POST",
      url: "/api/backups/upload",
      auth: "admin",
      form: (server) =>
        formOf({}, [["file", "diff_a.zip", server.vars.get("zip:diff_a.zip") as Buffer, "application/zip"]]),
    },
    {
      name: "upload a file that is not a zip",
      method: "POST",
      url: "/api/backups/upload",
      auth: "admin",
      form: () => formOf({}, [["file", "notzip.zip", Buffer.from("plain text"), "application/zip"]]),
      accept: uploadAccepted,
      adjust: uploadFailure,
    },
    {
      name: "upload without a file",
      method: "POST",
      url: "/api/backups/upload",
      auth: "admin",
      form: () => formOf({ a: "1" }),
    },
    list("list backups after the upload"),
    { name: "delete the uploaded backup", method: "DELETE", url: "/api/backups/diff_up.zip", auth: "admin" },
    {
      name: "delete a missing backup",
      method: "DELETE",
      url: "/api/backups/missing.zip",
      auth: "admin",
      accept: rawErrorAccepted,
      adjust: withoutRawError,
    },
    { name: "delete without auth", method: "DELETE", url: "/api/backups/diff_a.zip" },
    {
      name: "a record created after the backup",
      method: "POST",
      url: "/api/collections/demo2/records",
      json: { id: "zzdiffbk0000001", title: "after the backup" },
    },
    {
      name: "restore a missing backup",
      method: "POST",
      url: "/api/backups/missing.zip/restore",
      auth: "admin",
    },
    { name: "restore without auth", method: "POST", url: "/api/backups/diff_a.zip/restore" },
    { name: "restore the backup", method: "POST", url: "/api/backups/diff_a.zip/restore", auth: "admin" },
    {
      name: "after the restore the later record is gone and the data is the backup's",
      run: async (server) => {
        await waitHealthy(server);
        return observe(await fetch(`${server.url}/api/collections/demo2/records?sort=title`));
      },
    },
    list("the backups survive the restore"),
  ],
};
