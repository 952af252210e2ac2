/** The v0.23+ checks on a v0.23-shaped input, one problem planted at a time; skipped on older servers. */
import { describe, expect, test } from "vitest";
import { authCollectionChecks, V023_CHECK_IDS } from "../../../shared/doctor/auth-collection-checks.ts";
import { asCheckedCollection, type FieldsCollection } from "../../../shared/doctor/fields-collections.ts";
import { rulesChecks } from "../../../shared/doctor/rules-checks.ts";
import type { DoctorInput } from "../../../shared/doctor/types.ts";
import { cleanInput } from "./doctor-input.ts";

function authCollection(name: string, extra: Partial<FieldsCollection> = {}): FieldsCollection {
  return {
    id: `pbc_${name}`,
    name,
    type: "auth",
    system: name === "_superusers",
    fields: [
      { name: "id", type: "text", system: true },
      { name: "email", type: "email", system: true },
      { name: "avatar", type: "file", protected: true },
    ],
    indexes: [],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    authRule: "",
    manageRule: null,
    passwordAuth: { enabled: true, identityFields: ["email"] },
    mfa: { enabled: name === "_superusers", duration: 600, rule: "" },
    otp: { enabled: false, duration: 180 },
    authToken: { duration: 86_400 },
    ...extra,
  };
}

/** A clean v0.23 input: superusers with MFA, rate limits on, an allow-list, SMTP on. */
function v023Input(collections = [authCollection("_superusers"), authCollection("users")]): DoctorInput {
  const input = cleanInput();
  const settings = input.settings as unknown as Record<string, unknown>;
  settings.rateLimits = { enabled: true, rules: [] };
  settings.superuserIPs = ["10.0.0.1"];
  return {
    ...input,
    generation: "v0.23",
    authCollections: collections,
    collections: collections.map(asCheckedCollection),
  };
}

const ids = (input: DoctorInput) =>
  authCollectionChecks(input).findings.map((f) => `${f.id} ${f.collection ?? ""}`.trim());

describe("on v0.23+", () => {
  test("a clean server: nothing found, nothing skipped", () => {
    expect(authCollectionChecks(v023Input())).toEqual({ findings: [], skipped: [] });
  });

  test("superusers without MFA, an empty allow-list, rate limits off", () => {
    const input = v023Input([
      authCollection("_superusers", { mfa: { enabled: false, duration: 600, rule: "" } }),
    ]);
    const settings = input.settings as unknown as Record<string, unknown>;
    settings.superuserIPs = [];
    settings.rateLimits = { enabled: false, rules: [] };
    expect(ids(input)).toEqual([
      "auth.superuser-mfa-off _superusers",
      "auth.superuser-ips-open",
      "ops.rate-limits-off",
    ]);
    expect(authCollectionChecks(input).findings.map((f) => f.severity)).toEqual([
      "warning",
      "info",
      "warning",
    ]);
  });

  test("a server older than v0.38 has no allow-list: said in a skipped check", () => {
    const input = v023Input();
    delete (input.settings as unknown as Record<string, unknown>).superuserIPs;
    expect(authCollectionChecks(input)).toEqual({
      findings: [],
      skipped: [
        {
          id: "auth.superuser-ips-open",
          reason: "this server has no superuser IP allow-list (PocketBase added it in v0.38)",
        },
      ],
    });
  });

  test("auth tokens valid over 30 days, per collection", () => {
    const input = v023Input([
      authCollection("_superusers", { authToken: { duration: 90 * 86_400 } }),
      authCollection("users", { authToken: { duration: 31 * 86_400 } }),
      authCollection("staff", { authToken: { duration: 30 * 86_400 } }),
    ]);
    expect(ids(input)).toEqual(["tokens.admin-duration-long _superusers", "tokens.auth-duration-long users"]);
    expect(authCollectionChecks(input).findings[1].finding).toBe(
      'Auth tokens of "users" stay valid for 31 days.',
    );
  });

  test("OTP while SMTP is off", () => {
    const input = v023Input([
      authCollection("_superusers", { otp: { enabled: true, duration: 180 } }),
      authCollection("users", { otp: { enabled: true, duration: 180 } }),
    ]);
    expect(ids(input)).toEqual([]);
    input.settings.smtp.enabled = false;
    expect(ids(input)).toEqual(["ops.otp-smtp-off _superusers", "ops.otp-smtp-off users"]);
    expect(authCollectionChecks(input).findings[0].finding).toBe(
      '"_superusers" signs in with one-time passwords (OTP, as MFA\'s second factor) while SMTP is off.',
    );
  });

  test("the rules checks read authRule and manageRule of the fields model", () => {
    const open = authCollection("members", { createRule: "", manageRule: "@request.auth.id != ''" });
    const findings = (collection: FieldsCollection) =>
      rulesChecks(v023Input([collection])).findings.map((f) => f.id);
    expect(findings(open)).toEqual(["rules.auth-manage-any-user", "rules.auth-open-signup"]);
    // v0.23's form of onlyVerified
    expect(findings({ ...open, manageRule: null, authRule: "verified = true" })).toEqual([]);
    // a protected file behind an empty View rule, read from the flat field
    expect(findings({ ...open, manageRule: null, authRule: "verified = true", viewRule: "" })).toEqual([
      "rules.auth-view-public",
      "rules.protected-file-public",
    ]);
  });
});

test.each(["v0.18", "v0.20", undefined] as const)(
  "on %s the v0.23+ checks are listed as skipped",
  (generation) => {
    const reason = "PocketBase v0.23 or newer only (this server has no such setting)";
    expect(authCollectionChecks({ ...cleanInput(), generation })).toEqual({
      findings: [],
      skipped: V023_CHECK_IDS.map((id) => ({ id, reason })),
    });
  },
);
