import { describe, expect, test } from "vitest";
import { operationsChecks } from "../../../shared/doctor/operations-checks.ts";
import type { DoctorInput } from "../../../shared/doctor/types.ts";
import { cleanInput } from "./doctor-input.ts";

function ids(change: (input: DoctorInput) => void) {
  const input = cleanInput();
  change(input);
  return operationsChecks(input).findings.map((f) => f.id);
}

describe("operations", () => {
  test("no backup in the last 7 days and no cron: a warning whose fix schedules daily backups", () => {
    const input = cleanInput();
    input.settings.backups = { cron: "", cronMaxKeep: 3, s3: { enabled: true } };
    input.backups = [{ key: "old.zip", size: 1, modified: "2026-01-01 00:00:00.000Z" }];
    const [finding] = operationsChecks(input).findings;
    expect(finding).toMatchObject({
      id: "ops.no-recent-backup",
      severity: "warning",
      finding: "The last backup is 9 days old and no auto-backup is scheduled.",
      fix: { action: { kind: "schedule-backups", cron: "0 0 * * *", maxKeep: 7 } },
    });
    // a cron alone, or a backup of this week, is enough
    expect(ids((i) => (i.backups = []))).toEqual([]);
    expect(ids((i) => (i.settings.backups = { cron: "", cronMaxKeep: 3, s3: { enabled: true } }))).toEqual(
      [],
    );
  });

  test("backups without S3 are stored locally only", () => {
    expect(ids((i) => (i.settings.backups = { cron: "0 3 * * *", cronMaxKeep: 3 }))).toEqual([
      "ops.backups-local-only",
    ]);
  });

  test("logs retention of 0 days", () => {
    expect(ids((i) => (i.settings.logs.maxDays = 0))).toEqual(["ops.logs-retention-zero"]);
  });

  test("request logs past 1 GB: the file size with --dir, an estimate from the count through the API", () => {
    const input = cleanInput();
    input.local = { logsDbBytes: 1.5 * 1024 ** 3 };
    expect(operationsChecks(input).findings[0].finding).toBe(
      "The request logs database (logs.db) takes 1.5 GB.",
    );
    input.local = undefined;
    input.requestLogCount = 2_000_000;
    expect(operationsChecks(input).findings[0].finding).toBe(
      "2,000,000 request logs are kept: probably over 1 GB (about 1.9 GB at ~1 KB each; the API does not tell the file size).",
    );
  });

  test("SMTP off while an auth collection signs in with email and password", () => {
    const input = cleanInput();
    input.settings.smtp.enabled = false;
    expect(operationsChecks(input).findings.map((f) => [f.id, f.finding])).toEqual([
      ["ops.smtp-off", 'SMTP is off while "users" signs in with email and password.'],
    ]);
    input.collections = input.collections.filter((c) => c.type !== "auth");
    expect(operationsChecks(input).findings).toEqual([]);
  });

  test("the Application URL on localhost matters only on a non-local backend", () => {
    const input = cleanInput();
    input.settings.meta.appUrl = "http://localhost:8090";
    const [finding] = operationsChecks(input).findings;
    expect(finding).toMatchObject({
      id: "ops.app-url-localhost",
      finding: "The Application URL is still http://localhost:8090 on a backend served at pb.example.com.",
      fix: { action: { kind: "set-app-url" } },
    });
    input.backendUrl = "http://127.0.0.1:8090";
    expect(operationsChecks(input).findings).toEqual([]);
  });

  test("v0.23+: the Application URL is meta.appURL, and the one-step fix (which writes appUrl) is left out", () => {
    const input = { ...cleanInput(), generation: "v0.23" as const };
    const meta = input.settings.meta as unknown as Record<string, unknown>;
    delete meta.appUrl;
    meta.appURL = "http://localhost:8090";
    const [finding] = operationsChecks(input).findings;
    expect(finding.id).toBe("ops.app-url-localhost");
    expect(finding.fix).toEqual({
      text: "Set the Application URL to the backend's public address (e.g. https://pb.example.com).",
    });
  });

  test("S3 enabled but failing its test is an error, for files and for backups", () => {
    const input = cleanInput();
    input.s3 = {
      storage: { ok: false, message: "Failed to connect." },
      backups: { ok: false, message: "No bucket." },
    };
    expect(operationsChecks(input).findings.map((f) => [f.id, f.severity, f.finding])).toEqual([
      [
        "ops.s3-storage-failing",
        "error",
        "S3 is enabled for files storage but its test fails: Failed to connect.",
      ],
      ["ops.s3-backups-failing", "error", "S3 is enabled for backups but its test fails: No bucket."],
    ]);
  });
});
