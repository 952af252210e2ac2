import { describe, expect, test } from "vitest";
import { V023_CHECK_IDS } from "../../../shared/doctor/auth-collection-checks.ts";
import { runDoctor } from "../../../shared/doctor/run-doctor.ts";
import { cleanInput } from "./doctor-input.ts";

describe("runDoctor", () => {
  test("clean data reports nothing and skips only the v0.23+ checks with local facts", () => {
    const reason = "PocketBase v0.23 or newer only (this server has no such setting)";
    expect(runDoctor(cleanInput())).toEqual({
      findings: [],
      counts: { error: 0, warning: 0, info: 0 },
      skipped: V023_CHECK_IDS.map((id) => ({ id, reason })),
    });
  });

  test("through the API alone it says which checks it could not make", () => {
    const input = { ...cleanInput(), local: undefined };
    input.settings.adminAuthToken = { secret: "******", duration: 100 };
    for (const key of Object.keys(input.settings)) {
      const value = input.settings[key] as { secret?: string };
      if (value && typeof value === "object" && "secret" in value && key.endsWith("Token"))
        value.secret = "******";
    }
    const report = runDoctor(input);
    expect(report.findings).toEqual([]);
    expect(report.skipped.map((s) => s.id)).toEqual([
      "ops.request-logs-large",
      "tokens.secret-short",
      ...V023_CHECK_IDS,
    ]);
    expect(report.skipped[0].reason).toContain("1000 request logs");
  });

  test("findings come worst first with their counts", () => {
    const input = cleanInput();
    input.settings.smtp.enabled = false;
    input.collections[1] = { ...input.collections[1], deleteRule: "" };
    const report = runDoctor(input);
    expect(report.findings.map((f) => [f.severity, f.id])).toEqual([
      ["error", "rules.public-delete"],
      ["warning", "ops.smtp-off"],
    ]);
    expect(report.counts).toEqual({ error: 1, warning: 1, info: 0 });
  });
});
