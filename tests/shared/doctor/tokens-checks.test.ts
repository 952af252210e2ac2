import { describe, expect, test } from "vitest";
import { tokensChecks } from "../../../shared/doctor/tokens-checks.ts";
import { cleanInput } from "./doctor-input.ts";

describe("tokens", () => {
  test("admin auth tokens valid more than 30 days", () => {
    const input = cleanInput();
    input.settings.adminAuthToken = { secret: "******", duration: 90 * 86_400 };
    expect(tokensChecks(input).findings.map((f) => [f.id, f.severity, f.finding])).toEqual([
      ["tokens.admin-duration-long", "warning", "Admin auth tokens stay valid for 90 days."],
    ]);
    input.settings.adminAuthToken = { secret: "******", duration: 30 * 86_400 };
    expect(tokensChecks(input).findings).toEqual([]);
  });

  test("users' auth tokens valid more than 30 days (one setting up to v0.22)", () => {
    const input = cleanInput();
    input.settings.recordAuthToken = { secret: "******", duration: 60 * 86_400 };
    expect(tokensChecks(input).findings.map((f) => [f.id, f.severity, f.finding])).toEqual([
      ["tokens.auth-duration-long", "warning", "Users' auth tokens stay valid for 60 days."],
    ]);
    // v0.23+ keeps durations per collection (auth-collection-checks.ts)
    expect(tokensChecks({ ...input, generation: "v0.23" }).findings).toEqual([]);
  });

  test("secrets shorter than 30 characters, read from pb_data (the API hides them)", () => {
    const input = cleanInput();
    input.local = {
      logsDbBytes: 0,
      tokenSecrets: { recordAuthToken: "short-secret", adminAuthToken: "x".repeat(30) },
    };
    expect(tokensChecks(input).findings.map((f) => [f.id, f.severity, f.finding])).toEqual([
      ["tokens.secret-short", "error", "The recordAuthToken secret has 12 characters (fewer than 30)."],
    ]);
  });
});
