/**
 * A real-world corpus on the last real PocketBase v0.22.x through `pbdeck --backend`: a pb_data made by
 * the server itself, from JS migrations (tests/fixtures/pocketbase-v022-migrations: a library of members,
 * books, loans and a view, with their records) and collections created through its API, not by pbdeck.
 * Every collection opens with its rows or its empty state and no error, each record in its panel, the
 * API preview, the editor (saved back unchanged); `pbdeck export` and `diff` say the server is in sync,
 * `pbdeck doctor` reads it all, and so do the TUI's tabs.
 */
import { cpSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { runCli, tempDir } from "../cli/helpers/cli-process.ts";
import { repoRoot } from "../helpers/pbdeck-process.ts";
import { builtTui } from "../tui/helpers/built-tui.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminApi, setupSuite } from "./helpers/console-app.ts";
import { walkTuiTabs } from "./helpers/corpus-tui.ts";
import { walkCorpus } from "./helpers/corpus-walk.ts";

const MIGRATIONS = join(repoRoot, "tests/fixtures/pocketbase-v022-migrations");

const suite = setupSuite(
  { beforeAll, afterAll, afterEach, expectNoErrors: (e: string[]) => expect(e).toEqual([]) },
  {
    empty: true,
    real: true,
    server: "v0.22",
    // the server applies them when it starts (its migrations folder is beside the data)
    prepare: (dir) => cpSync(MIGRATIONS, join(dirname(dir), "pb_migrations"), { recursive: true }),
  },
);

const work = tempDir("pbdeck-corpus-v022-");
afterAll(() => work.cleanup());
const { tui } = builtTui();

/** Collections and records made through the API, as an app's own setup script would. */
beforeAll(async () => {
  const pb = await adminApi(suite.app());
  const members = await pb.collections.getOne("members");
  await pb.collections.create({
    name: "notes",
    type: "base",
    listRule: "@request.auth.id != ''",
    schema: [
      { name: "body", type: "text", required: true },
      { name: "meta", type: "json", options: { maxSize: 4096 } },
      {
        name: "readers",
        type: "relation",
        options: { collectionId: members.id, cascadeDelete: false, maxSelect: null },
      },
    ],
  });
  await pb.collections.create({
    name: "staff",
    type: "auth",
    schema: [{ name: "role", type: "select", options: { maxSelect: 1, values: ["librarian", "clerk"] } }],
    options: { allowEmailAuth: true, allowUsernameAuth: false, minPasswordLength: 8 },
  });
  await pb.collections.create({
    name: "member_names",
    type: "view",
    options: { query: "SELECT id, name FROM members" },
  });
  await pb.collections.create({ name: "archive", type: "base", schema: [{ name: "label", type: "text" }] });
  const readers = (await pb.collection("members").getFullList()).map((m) => m.id);
  await pb.collection("notes").create({ body: "First note", meta: { pinned: true }, readers });
  await pb.collection("notes").create({ body: "Second note" });
  await pb.collection("staff").create({
    email: "clerk@example.com",
    password: "clerk-password",
    passwordConfirm: "clerk-password",
    role: "clerk",
  });
  const cover = new FormData();
  cover.append("cover", new File(["%PDF-1.4 cover"], "cover.pdf", { type: "application/pdf" }));
  const dune = await pb.collection("books").getFirstListItem('title = "Dune"');
  await pb.collection("books").update(dune.id, cover);
});

test("every collection made by migrations and through the API: list, records, API preview, editor", async () => {
  const { page } = await suite.page({ signedIn: true });
  const pb = await adminApi(suite.app());
  const counts = await walkCorpus(page, suite.app().consoleUrl, pb);
  console.log(
    `PocketBase ${suite.app().pocketbase?.version} migration-made data: ${counts.collections} collections, ${counts.records} records visited, ${counts.saved} collections saved back`,
  );
  expect(counts).toEqual({ collections: 9, records: 14, saved: 7 });
}, 600_000);

test("pbdeck export and diff: the server is in sync with its own export; doctor reads it", async () => {
  const url = suite.app().apiUrl;
  const file = join(work.dir, "collections.json");
  const env = { PBDECK_PASSWORD: ADMIN_PASSWORD };
  const exported = await runCli(["export", "--out", file, "--backend", url, "--email", ADMIN_EMAIL], env);
  expect([exported.code, exported.stderr]).toEqual([
    0,
    expect.stringMatching(/^Exported \d+ collections to /),
  ]);
  const count = (JSON.parse(readFileSync(file, "utf8")) as unknown[]).length;
  expect(count).toBe(9);
  for (const mode of [[], ["--delete-missing"]]) {
    const diff = await runCli(["diff", file, ...mode, "--backend", url, "--email", ADMIN_EMAIL], env);
    expect(diff).toEqual({
      code: 0,
      stdout: `In sync: the ${count} collections of ${file} match the backend.\n`,
      stderr: "",
    });
  }
  const doctor = await runCli(["doctor", "--json", "--backend", url, "--email", ADMIN_EMAIL], env);
  expect([doctor.code, doctor.stderr]).toEqual([2, ""]);
  const report = JSON.parse(doctor.stdout) as { target: string; findings: unknown[] };
  expect(report.target).toBe(url);
}, 120_000);

test("the TUI's tabs open on the same data", async () => {
  const term = tui(["--backend", suite.app().apiUrl, "--email", ADMIN_EMAIL], {
    PBDECK_PASSWORD: ADMIN_PASSWORD,
  });
  await walkTuiTabs(term, { email: ADMIN_EMAIL, superuser: false }, [
    { name: "books", type: "base", fields: 10, records: 3 },
    { name: "notes", type: "base", fields: 3, records: 2 },
  ]);
}, 120_000);
