/** `pbdeck doctor` through the built binary: on a pb_data copy (--dir) and on a running server (--backend). */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { V023_CHECK_IDS } from "../../shared/doctor/auth-collection-checks.ts";
import { growWithoutIndexes, healFixture, patchSettings, setRules } from "../helpers/doctor-data.ts";
import { adminToken } from "../helpers/fixture-tokens.ts";
import { copyFixture, startPbdeck } from "../helpers/pbdeck-process.ts";
import { type S3Peer, startS3 } from "../helpers/s3rver-peer.ts";
import { runCli } from "./helpers/cli-process.ts";
import { FIXTURE_FINDING_COUNTS, FIXTURE_FINDINGS, findingLines } from "./helpers/fixture-findings.ts";

interface DoctorJson {
  target: string;
  checkedAt: string;
  findings: Array<{
    id: string;
    severity: string;
    collection?: string;
    finding: string;
    fix: { action?: unknown };
  }>;
  counts: { error: number; warning: number; info: number };
  skipped: Array<{ id: string; reason: string }>;
}

let s3: S3Peer;
const copies: Array<{ cleanup(): void }> = [];

beforeAll(async () => {
  s3 = await startS3(["backups"]);
});
afterAll(async () => {
  for (const copy of copies) copy.cleanup();
  await s3.close();
});

/** A fixture copy with every finding healed, then `plant` applied. */
function healedCopy(plant: (dir: string) => void = () => {}): string {
  const copy = copyFixture();
  copies.push(copy);
  healFixture(copy.dir, s3.config("backups"));
  plant(copy.dir);
  return copy.dir;
}

async function doctorJson(
  args: string[],
): Promise<{ code: number | null; json: DoctorJson; stderr: string }> {
  const result = await runCli(["doctor", ...args, "--json"]);
  return {
    code: result.code,
    json: JSON.parse(result.stdout || "null") as DoctorJson,
    stderr: result.stderr,
  };
}

describe("pbdeck doctor --dir", () => {
  test("healed data: no findings, exit 0", async () => {
    const dir = healedCopy();
    const text = await runCli(["doctor", "--dir", dir]);
    expect(text.stdout).toBe(
      `No findings on embedded backend in ${dir}.\n` +
        "not checked: auth.superuser-mfa-off, auth.superuser-ips-open, ops.rate-limits-off, ops.otp-smtp-off: PocketBase v0.23 or newer only (this server has no such setting)\n",
    );
    expect(text.code).toBe(0);
    const { code, json } = await doctorJson(["--dir", dir]);
    expect(code).toBe(0);
    expect(json).toMatchObject({ findings: [], counts: { error: 0, warning: 0, info: 0 } });
    expect(json.skipped.map((s) => s.id)).toEqual([...V023_CHECK_IDS]);
  });

  test("the fixture as shipped: its public rules, missing backups and SMTP, exit 2", async () => {
    const copy = copyFixture();
    copies.push(copy);
    const { code, json } = await doctorJson(["--dir", copy.dir]);
    expect(code).toBe(2);
    expect(findingLines(json.findings)).toEqual(FIXTURE_FINDINGS);
    expect(json.counts).toEqual(FIXTURE_FINDING_COUNTS);
    expect(json.target).toBe(`embedded backend in ${copy.dir}`);
  });

  test("logs retention 0, a long admin token, a short secret and a large unindexed collection", async () => {
    const dir = healedCopy((d) => {
      patchSettings(d, {
        logs: { maxDays: 0 },
        adminAuthToken: { duration: 60 * 86_400 },
        recordFileToken: { secret: "tooShort123" },
      });
      setRules(d, "demo1", { listRule: "text = 'x' && @request.auth.id != ''" });
      growWithoutIndexes(d, "demo1", 100_000);
    });
    const { code, json } = await doctorJson(["--dir", dir]);
    expect(code).toBe(2);
    expect(json.findings.map((f) => [f.id, f.severity, f.finding])).toEqual([
      ["tokens.secret-short", "error", "The recordFileToken secret has 11 characters (fewer than 30)."],
      ["ops.logs-retention-zero", "warning", "Request logs are kept for 0 days: no request is logged."],
      [
        "scale.missing-index",
        "warning",
        '"demo1" has 100,003 records and no index on "created" (its default sort).',
      ],
      [
        "scale.missing-index",
        "warning",
        '"demo1" has 100,003 records and no index on "text" (used in its API rules).',
      ],
      ["tokens.admin-duration-long", "warning", "Admin auth tokens stay valid for 60 days."],
    ]);
  });
});

describe("pbdeck doctor --backend", () => {
  test("a running server: S3 failing its test, an open rule; secrets and the logs size are said to be unchecked", async () => {
    const dir = healedCopy((d) => {
      patchSettings(d, { s3: { ...s3.config("missing-bucket"), enabled: true } });
      setRules(d, "demo1", { updateRule: "" });
    });
    const server = await startPbdeck(dir);
    try {
      // without credentials it is an error (exit 1), not a finding
      const unsigned = await runCli(["doctor", "--backend", server.url, "--json"]);
      expect([unsigned.code, unsigned.stdout]).toEqual([1, ""]);
      expect(unsigned.stderr).toMatch(/^pbdeck: no admin to sign in as/);
      const signed = await runCli(["doctor", "--backend", server.url, "--json"], {
        PBDECK_TOKEN: adminToken,
      });
      expect(signed.code).toBe(2);
      const report = JSON.parse(signed.stdout) as DoctorJson;
      expect(report.findings.map((f) => [f.id, f.severity, f.collection])).toEqual([
        ["rules.public-update", "error", "demo1"],
        ["ops.s3-storage-failing", "error", undefined],
      ]);
      expect(report.findings[1].finding).toMatch(/^S3 is enabled for files storage but its test fails: /);
      expect(report.skipped.map((s) => s.id)).toEqual([
        "ops.request-logs-large",
        "tokens.secret-short",
        ...V023_CHECK_IDS,
      ]);
      expect(report.target).toBe(server.url);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  test("a healed running server: exit 0", async () => {
    const server = await startPbdeck(healedCopy());
    try {
      const result = await runCli(["doctor", "--backend", server.url], {
        PBDECK_TOKEN: adminToken,
      });
      expect(result.stdout).toMatch(
        new RegExp(`^No findings on ${server.url}\\.\nnot checked: ops.request-logs-large: `),
      );
      expect(result.code).toBe(0);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
