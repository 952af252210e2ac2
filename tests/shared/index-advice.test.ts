import { describe, expect, test } from "vitest";
import { hasLeadingIndex, indexAdviceStatement } from "../../shared/index-advice.js";
import { parseIndex } from "../../shared/index-statement.js";

describe("hasLeadingIndex", () => {
  test("an index whose first column is the field serves it, a later column does not", () => {
    const collection = {
      type: "base" as const,
      indexes: [
        "CREATE INDEX `a` ON `posts` (`created`, `title`)",
        "CREATE INDEX b ON posts (owner, status)",
      ],
    };
    expect(hasLeadingIndex(collection, "created")).toBe(true);
    expect(hasLeadingIndex(collection, "-created")).toBe(true);
    expect(hasLeadingIndex(collection, "owner")).toBe(true);
    expect(hasLeadingIndex(collection, "status")).toBe(false);
    expect(hasLeadingIndex(collection, "updated")).toBe(false);
  });

  test("partial and invalid indexes do not count; id and the unique auth columns always do", () => {
    const base = {
      type: "base" as const,
      indexes: ["CREATE INDEX p ON posts (created) WHERE x = 1", "nonsense"],
    };
    expect(hasLeadingIndex(base, "created")).toBe(false);
    expect(hasLeadingIndex(base, "id")).toBe(true);
    expect(hasLeadingIndex(base, "email")).toBe(false);
    const auth = { type: "auth" as const, indexes: [] };
    expect(hasLeadingIndex(auth, "email")).toBe(true);
    expect(hasLeadingIndex(auth, "username")).toBe(true);
  });
});

describe("indexAdviceStatement", () => {
  test("names the index after the collection and field, and parses back", () => {
    const sql = indexAdviceStatement("posts", "-created");
    expect(sql).toBe("CREATE INDEX `idx_posts_created` ON `posts` (`created`)");
    const index = parseIndex(sql);
    expect(index.tableName).toBe("posts");
    expect(index.columns.map((c) => c.name)).toEqual(["created"]);
    expect(hasLeadingIndex({ type: "base", indexes: [sql] }, "created")).toBe(true);
  });
});
