/**
 * Script commands on real PocketBase v0.40.6 tell the generation from the health answer: their sign-in
 * goes straight to `_superusers`, so the server's own request logs (read through its API) hold no 404
 * (the v0.18 route `/api/admins/auth-with-password` tried first used to leave one per run).
 */
import PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";
import { emptyDataDir } from "../helpers/pbdeck-process.ts";
import {
  type PocketBaseProcess,
  pocketBaseBinary,
  startPocketBase,
  upsertSuperuser,
} from "../helpers/pocketbase-server.ts";
import { runCli } from "./helpers/cli-process.ts";

const EMAIL = "root@example.com";
const PASSWORD = "1234567890";

const data = emptyDataDir();
let server: PocketBaseProcess | undefined;

beforeAll(async () => {
  upsertSuperuser(pocketBaseBinary("newest"), data.dir, EMAIL, PASSWORD);
  server = await startPocketBase("newest", data.dir);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  data.cleanup();
});

interface LoggedRequest {
  url: string;
  status: number;
  method: string;
}

/** The request logs of the server, oldest first, once a marker request made after `since` shows in them. */
async function requestLogsAfterMarker(url: string, marker: string): Promise<LoggedRequest[]> {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.collection("_superusers").authWithPassword(EMAIL, PASSWORD);
  // the server writes its logs in batches: a guest's request made last shows when all before it do
  await fetch(`${url}/api/settings?marker=${marker}`);
  let logs: LoggedRequest[] = [];
  await expect
    .poll(
      async () => {
        // the 0.18 SDK knows no v0.23+ logs route: sent as is
        const page = await pb.send<{ items: Array<{ data: LoggedRequest }> }>("/api/logs", {
          query: { perPage: 500, filter: 'data.type = "request"', sort: "@rowid" },
        });
        logs = page.items.map((item) => item.data);
        return logs.some((log) => log.url.includes(`marker=${marker}`));
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
  return logs;
}

test("export and admins list sign in as a superuser with no failed request in the server's logs", async () => {
  const url = server?.url ?? "";
  const env = { PBDECK_PASSWORD: PASSWORD };
  const exported = await runCli(["export", "--backend", url, "--email", EMAIL], env);
  expect([exported.code, exported.stderr]).toEqual([0, ""]);
  const listed = await runCli(["admins", "list", "--json", "--backend", url, "--email", EMAIL], env);
  expect([listed.code, listed.stderr]).toEqual([0, ""]);
  expect((JSON.parse(listed.stdout) as Array<{ email: string }>).map((a) => a.email)).toEqual([EMAIL]);

  const logs = await requestLogsAfterMarker(url, "after-cli");
  // the two sign-ins of pbdeck and the test's own are logged, and nothing pbdeck sent failed
  expect(
    logs.filter((log) => log.url === "/api/collections/_superusers/auth-with-password").map((l) => l.status),
  ).toEqual([200, 200, 200]);
  expect(logs.filter((log) => log.status >= 400 && !log.url.includes("marker="))).toEqual([]);
}, 120_000);
