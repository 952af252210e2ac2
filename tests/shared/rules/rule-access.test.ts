import { describe, expect, test } from "vitest";
import { classifyRule, collectionRuleAccess } from "../../../shared/rules/rule-access.js";

describe("classifyRule", () => {
  test("null is admin only, empty or blank is public, a filter is conditional", () => {
    expect(classifyRule(null)).toBe("admin");
    expect(classifyRule(undefined)).toBe("admin");
    expect(classifyRule("")).toBe("public");
    expect(classifyRule("  ")).toBe("public");
    expect(classifyRule("@request.auth.id != ''")).toBe("conditional");
  });
});

describe("collectionRuleAccess", () => {
  test("classifies the five rules of a base collection", () => {
    const access = collectionRuleAccess({
      type: "base",
      listRule: "",
      viewRule: "owner = @request.auth.id",
      createRule: null,
      updateRule: "",
      deleteRule: null,
    });
    expect(access).toEqual({
      listRule: "public",
      viewRule: "conditional",
      createRule: "admin",
      updateRule: "public",
      deleteRule: "admin",
    });
  });

  test("a view collection's write rules stay admin only whatever they hold", () => {
    const access = collectionRuleAccess({
      type: "view",
      listRule: "",
      viewRule: "",
      createRule: "",
      updateRule: "",
      deleteRule: "",
    });
    expect(access.createRule).toBe("admin");
    expect(access.updateRule).toBe("admin");
    expect(access.deleteRule).toBe("admin");
    expect(access.listRule).toBe("public");
  });
});
