import { describe, expect, test } from "vitest";
import type { Collection } from "../../../../shared/models.ts";
import { rulesOverviewRows } from "../../../../web/src/lib/rules-overview/rules-overview.ts";

function collection(name: string, type: Collection["type"], rules: (string | null)[]): Collection {
  const [listRule, viewRule, createRule, updateRule, deleteRule] = rules;
  return {
    id: `id_${name}`,
    name,
    type,
    listRule,
    viewRule,
    createRule,
    updateRule,
    deleteRule,
  } as Collection;
}

const all = [
  collection("posts", "base", ["", "", "@request.auth.id != ''", null, null]),
  collection("admins_only", "base", [null, null, null, null, null]),
  collection("post_titles", "view", ["", null, null, null, null]),
  collection("Accounts", "auth", ["id = @request.auth.id", "  ", null, null, null]),
];

describe("rulesOverviewRows", () => {
  test("every collection by name, each rule classified; a view's write rules do not apply", () => {
    const rows = rulesOverviewRows(all);
    expect(rows.map((r) => r.name)).toEqual(["Accounts", "admins_only", "post_titles", "posts"]);
    expect(rows[3].cells.map((c) => c.access)).toEqual(["public", "public", "conditional", "admin", "admin"]);
    expect(rows[3].publicCount).toBe(2);
    expect(rows[0].cells.map((c) => c.access)).toEqual(["conditional", "public", "admin", "admin", "admin"]);
    expect(rows[2].cells.map((c) => c.applies)).toEqual([true, true, false, false, false]);
    expect(rows[2].cells[2].text).toBeNull();
  });

  test("public only keeps collections with at least one public rule; search narrows by name", () => {
    expect(rulesOverviewRows(all, { publicOnly: true }).map((r) => r.name)).toEqual([
      "Accounts",
      "post_titles",
      "posts",
    ]);
    expect(rulesOverviewRows(all, { publicOnly: true, search: "POST" }).map((r) => r.name)).toEqual([
      "post_titles",
      "posts",
    ]);
  });
});

describe("authRule and manageRule (v0.23+ auth collections, from the display conversion's options)", () => {
  test("an auth collection with them gets two more cells, outside the public count; others none", () => {
    const members = {
      ...collection("members", "auth", [null, null, null, null, null]),
      options: { authRule: "", manageRule: "@request.auth.role = 'staff'" },
    } as unknown as Collection;
    const [row] = rulesOverviewRows([members]);
    expect(row.authCells.map((c) => [c.rule, c.access])).toEqual([
      ["authRule", "public"],
      ["manageRule", "conditional"],
    ]);
    expect(row.publicCount).toBe(0);
    // a v0.18 auth collection (no authRule in its options) and a base one: none
    expect(rulesOverviewRows(all).flatMap((r) => r.authCells)).toEqual([]);
  });
});
