import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterEach, expect, test } from "vitest";
import { closeBackend, countAdmins, openBackend } from "../../../backend/app.ts";
import { NewerDataDirError } from "../../../backend/db/data-generation.ts";
import { binPath, copyFixture, repoRoot } from "../../helpers/pbdeck-process.ts";
import { pocketBaseBinary, pocketBaseTestData, upsertSuperuser } from "../../helpers/pocketbase-server.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function tempDataDir(): string {
  const root = mkdtempSync(join(tmpdir(), "pbdeck-generation-"));
  roots.push(root);
  return join(root, "pb_data");
}

/** Every file and folder under `dir` with the SHA-256 of each file's bytes. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      const key = relative(dir, path);
      if (statSync(path).isDirectory()) {
        out[`${key}/`] = "dir";
        walk(path);
      } else out[key] = createHash("sha256").update(readFileSync(path)).digest("hex");
    }
  };
  walk(dir);
  return out;
}

function expectRefusedUntouched(dataDir: string, message: RegExp): void {
  const before = snapshot(dataDir);
  let thrown: unknown;
  try {
    openBackend({ dataDir });
  } catch (err) {
    thrown = err;
  }
  expect(thrown).toBeInstanceOf(NewerDataDirError);
  expect((thrown as Error).message).toMatch(message);
  expect(snapshot(dataDir)).toEqual(before);
  expect(existsSync(join(dataDir, "logs.db"))).toBe(false);
}

/** A pb_data made by a real PocketBase v0.18 or v0.22: its migrations applied, then a first admin. */
function createdByPocketBase(name: "v0.18" | "v0.22", dataDir: string): void {
  const { path } = pocketBaseBinary(name);
  execFileSync(path, ["migrate", "up", "--dir", dataDir], { stdio: "pipe" });
  execFileSync(path, ["admin", "create", "first@example.com", "1234567890", "--dir", dataDir], {
    stdio: "pipe",
  });
}

const v023 =
  /was written by PocketBase v0\.23 or newer \(it has the _superusers table\); pbdeck's embedded backend reads the v0\.18 format only: run PocketBase on it and use pbdeck --backend URL$/;

test("PocketBase v0.39's own test data is refused and left byte for byte as it was", () => {
  const dataDir = tempDataDir();
  cpSync(pocketBaseTestData("v0.39-testdata").dir, dataDir, { recursive: true });
  expectRefusedUntouched(dataDir, v023);
});

test("a pb_data written by the newest PocketBase is refused untouched", () => {
  const dataDir = tempDataDir();
  upsertSuperuser(pocketBaseBinary("newest"), dataDir, "first@example.com", "1234567890");
  expectRefusedUntouched(dataDir, v023);
});

test("a pb_data written by PocketBase v0.22 is refused untouched, naming a migration v0.18 does not have", () => {
  const dataDir = tempDataDir();
  createdByPocketBase("v0.22", dataDir);
  expectRefusedUntouched(
    dataDir,
    /was written by a PocketBase newer than v0\.19 \(it has the migration \d+_[a-z0-9_.]+\.go\); pbdeck's embedded backend reads the v0\.18 format only/,
  );
});

test("a pb_data written by PocketBase v0.18.1 opens, and so does the fixture", async () => {
  const fresh = tempDataDir();
  createdByPocketBase("v0.18", fresh);
  const fixture = copyFixture();
  roots.push(join(fixture.dir, ".."));
  for (const dataDir of [fresh, fixture.dir]) {
    const backend = openBackend({ dataDir });
    expect(backend.collections.find("users")).toBeDefined();
    expect(countAdmins(backend)).toBeGreaterThan(0);
    await closeBackend(backend);
  }
});

test("pbdeck export --dir on a v0.39 pb_data fails in one line and writes nothing", () => {
  const dataDir = tempDataDir();
  cpSync(pocketBaseTestData("v0.39-testdata").dir, dataDir, { recursive: true });
  const before = snapshot(dataDir);
  const run = spawnSync(process.execPath, [binPath, "export", "--dir", dataDir], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  expect(run.status).toBe(1);
  expect(run.stdout).toBe("");
  expect(run.stderr.trim().split("\n")).toHaveLength(1);
  expect(run.stderr).toMatch(/^pbdeck: cannot open --dir .*was written by PocketBase v0\.23 or newer/);
  expect(snapshot(dataDir)).toEqual(before);
});
