import { describe, expect, test } from "vitest";
import { rulesChecks } from "../../../shared/doctor/rules-checks.ts";
import type { Collection } from "../../../shared/models.ts";
import { cleanInput, collection, users } from "./doctor-input.ts";

function check(collections: Collection[]) {
  return rulesChecks({ ...cleanInput(), collections }).findings;
}

describe("security rules", () => {
  test("an auth collection listable or viewable by everyone is an error, with a button to its rule", () => {
    const findings = check([users({ listRule: "", viewRule: "" })]);
    expect(findings.map((f) => [f.id, f.severity, f.collection])).toEqual([
      ["rules.auth-list-public", "error", "users"],
      ["rules.auth-view-public", "error", "users"],
    ]);
    expect(findings[0].finding).toBe(
      'Anyone can list every record of the auth collection "users" (its List/Search rule is empty).',
    );
    expect(findings[0].fix.action).toEqual({ kind: "open-rule", collection: "users", rule: "listRule" });
    // a base collection may be public on purpose
    expect(check([collection("posts", { listRule: "", viewRule: "" })])).toEqual([]);
  });

  test("open sign-up with nothing checking verification is a warning", () => {
    const open = users({ updateRule: "id = @request.auth.id" });
    expect(check([open]).map((f) => [f.id, f.severity])).toEqual([["rules.auth-open-signup", "warning"]]);
    // a rule that checks verified anywhere, or onlyVerified (later servers), or a locked create rule: fine
    expect(check([open, collection("posts", { createRule: "@request.auth.verified = true" })])).toEqual([]);
    expect(
      check([
        users({ updateRule: "id = @request.auth.id", options: { ...open.options, onlyVerified: true } }),
      ]),
    ).toEqual([]);
    expect(check([users({ updateRule: "id = @request.auth.id", createRule: null })])).toEqual([]);
  });

  test("an empty update or delete rule on any collection is an error; views have none", () => {
    const findings = check([collection("posts", { updateRule: "", deleteRule: "" })]);
    expect(findings.map((f) => [f.id, f.severity, f.fix.action])).toEqual([
      ["rules.public-update", "error", { kind: "open-rule", collection: "posts", rule: "updateRule" }],
      ["rules.public-delete", "error", { kind: "open-rule", collection: "posts", rule: "deleteRule" }],
    ]);
    expect(findings[1].finding).toBe(
      'Anyone, even without signing in, can delete any record of "posts" (its Delete rule is empty).',
    );
    expect(check([collection("v", { type: "view", updateRule: "", deleteRule: "", indexes: [] })])).toEqual(
      [],
    );
  });

  test("a protected file field behind an empty view rule is a warning", () => {
    const file = (name: string, isProtected: boolean) => ({
      system: false,
      id: name,
      name,
      type: "file",
      required: false,
      presentable: false,
      unique: false,
      options: { maxSelect: 1, maxSize: 100, mimeTypes: [], thumbs: [], protected: isProtected },
    });
    const docs = collection("docs", {
      viewRule: "",
      schema: [file("contract", true), file("logo", false)] as never,
    });
    const findings = check([docs]);
    expect(findings.map((f) => [f.id, f.severity, f.finding])).toEqual([
      [
        "rules.protected-file-public",
        "warning",
        'Protected file field contract of "docs" sits behind an empty View rule.',
      ],
    ]);
    expect(check([{ ...docs, viewRule: "@request.auth.id != ''" }])).toEqual([]);
  });
});
