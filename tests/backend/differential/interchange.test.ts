/**
 * Data interchange between pbdeck's embedded backend and PocketBase v0.18.1: a pb_data written by
 * one opens in the other with the same API answers, and a backup made by one restores in the other.
 */
import { afterEach, expect, test } from "vitest";
import {
  emptyDataDir,
  installerTokenOf,
  printedConsoleUrl,
  startPbdeck,
} from "../../helpers/pbdeck-process.ts";
import { startPocketBase } from "../../helpers/pocketbase-server.ts";
import { install, populate, signIn, snapshot } from "./interchange-data.ts";
import { formOf } from "./sample-files.ts";

interface Running {
  url: string;
  stop(): Promise<unknown>;
}

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function freshDir(): string {
  const dir = emptyDataDir();
  cleanups.push(dir.cleanup);
  return dir.dir;
}

async function started<T extends Running>(server: Promise<T>): Promise<T> {
  const running = await server;
  cleanups.push(() => running.stop());
  return running;
}

const servers = {
  pbdeck: async (dir: string) => {
    const running = await started(startPbdeck(dir));
    // a directory with admins gets no installer link
    const printed = await printedConsoleUrl(running);
    return {
      ...running,
      installerToken: printed.includes("?installer") ? installerTokenOf(printed) : undefined,
    };
  },
  pocketbase: (dir: string) => started(startPocketBase("v0.18", dir)),
};

test.each([
  ["PocketBase v0.18.1", "pbdeck", servers.pocketbase, servers.pbdeck],
  ["pbdeck", "PocketBase v0.18.1", servers.pbdeck, servers.pocketbase],
] as const)(
  "a pb_data written by %s opens in %s with the same data",
  async (_, __, writer, reader) => {
    const dir = freshDir();
    const first = await writer(dir);
    await populate(first);
    const written = await snapshot(first.url);
    await first.stop();
    const second = await reader(dir);
    expect(await snapshot(second.url)).toEqual(written);
  },
  60_000,
);

/** The snapshot holds what populate wrote (so equal snapshots cannot be two empty ones). */
function expectPopulated(data: Record<string, unknown>): void {
  expect(Object.keys(data.files as object)).toHaveLength(3);
  expect((data.records as Record<string, { items: unknown[] }>).things.items).toHaveLength(2);
  expect((data.records as Record<string, { items: unknown[] }>).things_view.items).toHaveLength(2);
  expect((data.admins as { items: unknown[] }).items).toHaveLength(2);
  expect(JSON.stringify(data.settings)).toContain('"appName":"interchange"');
}

async function backupBytes(url: string, token: string): Promise<Buffer> {
  const headers = { Authorization: token, "Content-Type": "application/json" };
  const made = await fetch(`${url}/api/backups`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "ich.zip" }),
  });
  expect(made.status, await made.text()).toBe(204);
  const fileToken = await fetch(`${url}/api/files/token`, { method: "POST", headers });
  const { token: download } = (await fileToken.json()) as { token: string };
  const res = await fetch(`${url}/api/backups/ich.zip?token=${download}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** Waits until the restored data answers: the admin signs in with the source's password. */
async function waitRestored(url: string): Promise<boolean> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      await signIn(url);
      return true;
    } catch {
      // restarting, or still the previous data
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

test.each([
  ["PocketBase v0.18.1", "pbdeck"],
  ["pbdeck", "PocketBase v0.18.1"],
] as const)(
  "a backup made by %s restores in %s",
  async (source, target) => {
    const sourceDir = freshDir();
    const made = await (source === "pbdeck" ? servers.pbdeck : servers.pocketbase)(sourceDir);
    await populate(made);
    const expected = await snapshot(made.url);
    expectPopulated(expected);
    const zip = await backupBytes(made.url, await signIn(made.url));
    await made.stop();

    const targetDir = freshDir();
    const restoring =
      target === "pbdeck" ? await servers.pbdeck(targetDir) : await servers.pocketbase(targetDir);
    // the target has its own first admin (the interchange one, with another password); the restore replaces it
    const token = await install(restoring, "0987654321");
    const upload = await fetch(`${restoring.url}/api/backups/upload`, {
      method: "POST",
      headers: { Authorization: token },
      body: formOf({}, [["file", "ich.zip", zip, "application/zip"]]),
    });
    expect(upload.status, await upload.text()).toBe(204);
    const restore = await fetch(`${restoring.url}/api/backups/ich.zip/restore`, {
      method: "POST",
      headers: { Authorization: token },
    });
    expect(restore.status, await restore.text()).toBe(204);

    let url = restoring.url;
    if (!(await waitRestored(url))) {
      // PocketBase v0.18.1 restarts by replacing its process image (same pid, same port), so it
      // comes back above; should it have exited instead, it is started again on the same dir
      const exited = target === "PocketBase v0.18.1" && restoring.child.exitCode !== null;
      expect(exited, `${target} did not come back after the restore`).toBe(true);
      url = (await servers.pocketbase(targetDir)).url;
    }
    expect(await snapshot(url)).toEqual(expected);
  },
  90_000,
);
