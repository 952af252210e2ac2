/**
 * A real-world corpus on the newest real PocketBase: PocketBase's own test data (its v0.39 Go module's
 * `tests/data`, made by PocketBase itself, not by pbdeck) served by 0.40.6 through `pbdeck --backend`.
 * Every collection opens with its rows or its empty state and no error, each record in its panel, the
 * API preview, the editor (saved back unchanged); `pbdeck export` and `diff` say the server is in sync,
 * `pbdeck doctor` reads it all, and so do the TUI's tabs. Beside PocketBase's own collections, one made
 * through the API as the user made it: only `id` and `title` (no `created`, no `updated`).
 */
import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { runCli, tempDir } from "../cli/helpers/cli-process.ts";
import { pocketBaseBinary, pocketBaseTestData, upsertSuperuser } from "../helpers/pocketbase-server.ts";
import { builtTui } from "../tui/helpers/built-tui.ts";
import { setupSuite } from "./helpers/console-app.ts";
import { walkTuiTabs } from "./helpers/corpus-tui.ts";
import { walkCorpus } from "./helpers/corpus-walk.ts";
import { SUPERUSER_EMAIL, SUPERUSER_PASSWORD, signInAsSuperuser, superuserApi } from "./helpers/superuser.ts";

const testData = pocketBaseTestData("v0.39-testdata");

const suite = setupSuite(
  { beforeAll, afterAll, afterEach, expectNoErrors: (e: string[]) => expect(e).toEqual([]) },
  {
    empty: true,
    real: true,
    server: "newest",
    prepare: (dir) => {
      // a copy: the server migrates the data it opens
      for (const name of ["data.db", "auxiliary.db", "storage"])
        cpSync(join(testData.dir, name), join(dir, name), { recursive: true });
      upsertSuperuser(pocketBaseBinary("newest"), dir, SUPERUSER_EMAIL, SUPERUSER_PASSWORD);
    },
  },
);

const work = tempDir("pbdeck-corpus-");
afterAll(() => work.cleanup());
const { tui } = builtTui();

beforeAll(async () => {
  const pb = await superuserApi(suite.app());
  await pb.collections.create({ name: "posts", fields: [{ name: "title", type: "text" }] });
  for (const title of ["hello", "world"]) await pb.collection("posts").create({ title });
});

test("every collection of PocketBase's own test data: list, records, API preview, editor", async () => {
  const { page } = await suite.page();
  await signInAsSuperuser(page, suite.app());
  const pb = await superuserApi(suite.app());
  const counts = await walkCorpus(page, suite.app().consoleUrl, pb);
  console.log(
    `PocketBase ${testData.version} test data on ${suite.app().pocketbase?.version}: ${counts.collections} collections, ${counts.records} records visited, ${counts.saved} collections saved back`,
  );
  expect(counts.collections).toBeGreaterThan(10);
  expect(counts.records).toBeGreaterThan(30);
}, 600_000);

test("pbdeck export and diff: the server is in sync with its own export; doctor reads it", async () => {
  const url = suite.app().apiUrl;
  const file = join(work.dir, "collections.json");
  const env = { PBDECK_PASSWORD: SUPERUSER_PASSWORD };
  const exported = await runCli(["export", "--out", file, "--backend", url, "--email", SUPERUSER_EMAIL], env);
  expect([exported.code, exported.stderr]).toEqual([
    0,
    expect.stringMatching(/^Exported \d+ collections to /),
  ]);
  const count = (JSON.parse(readFileSync(file, "utf8")) as unknown[]).length;
  for (const mode of [[], ["--delete-missing"]]) {
    const diff = await runCli(["diff", file, ...mode, "--backend", url, "--email", SUPERUSER_EMAIL], env);
    expect(diff).toEqual({
      code: 0,
      stdout: `In sync: the ${count} collections of ${file} match the backend.\n`,
      stderr: "",
    });
  }
  // PocketBase's test data has public rules on purpose: findings (exit 2), not a failure
  const doctor = await runCli(["doctor", "--json", "--backend", url, "--email", SUPERUSER_EMAIL], env);
  expect([doctor.code, doctor.stderr]).toEqual([2, ""]);
  const report = JSON.parse(doctor.stdout) as { target: string; findings: Array<{ collection?: string }> };
  expect(report.target).toBe(url);
  expect(report.findings.length).toBeGreaterThan(0);
}, 120_000);

test("the TUI's tabs open on the same data", async () => {
  const term = tui(["--backend", suite.app().apiUrl, "--email", SUPERUSER_EMAIL], {
    PBDECK_PASSWORD: SUPERUSER_PASSWORD,
  });
  await walkTuiTabs(term, { email: SUPERUSER_EMAIL, superuser: true }, [
    { name: "demo2", type: "base", fields: 2, records: 3 },
    { name: "posts", type: "base", fields: 1, records: 2 },
  ]);
}, 120_000);
