import { describe, expect, test } from "vitest";
import {
  hasLeadingIndex,
  indexAdviceFields,
  indexAdviceMinMs,
  indexAdviceMinRows,
  indexAdviceStatement,
  shouldAdviseIndex,
} from "../../../shared/indexes/index-advice.js";
import { parseIndex } from "../../../shared/indexes/index-statement.js";
import type { SchemaField } from "../../../shared/models.js";

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

describe("shouldAdviseIndex", () => {
  const posts = {
    type: "base" as const,
    schema: [{ name: "title" }, { name: "score" }] as SchemaField[],
    indexes: ["CREATE INDEX `idx_posts_score` ON `posts` (`score`)"],
  };
  const slow = { rows: 1_000_000, ms: 312, collection: posts, field: "-created" };

  test("a slow list of a large table on an unindexed column is advised", () => {
    expect(shouldAdviseIndex(slow)).toBe(true);
    expect(shouldAdviseIndex({ ...slow, field: "title" })).toBe(true);
    expect(shouldAdviseIndex({ ...slow, field: "+updated" })).toBe(true);
  });

  test("the bounds: at least indexAdviceMinRows records and more than indexAdviceMinMs", () => {
    expect(shouldAdviseIndex({ ...slow, rows: indexAdviceMinRows })).toBe(true);
    expect(shouldAdviseIndex({ ...slow, rows: indexAdviceMinRows - 1 })).toBe(false);
    expect(shouldAdviseIndex({ ...slow, rows: -1 })).toBe(false); // count not known yet
    expect(shouldAdviseIndex({ ...slow, ms: indexAdviceMinMs + 0.1 })).toBe(true);
    expect(shouldAdviseIndex({ ...slow, ms: indexAdviceMinMs })).toBe(false);
  });

  test("the threshold can be lowered (tests use 0), never to advise a zero-time list", () => {
    expect(shouldAdviseIndex({ ...slow, ms: 3, minMs: 0 })).toBe(true);
    expect(shouldAdviseIndex({ ...slow, ms: 0, minMs: 0 })).toBe(false);
    expect(shouldAdviseIndex({ ...slow, ms: 300, minMs: 500 })).toBe(false);
  });

  test("no advice for indexed fields, the primary key, unknown fields, no field, or a view", () => {
    expect(shouldAdviseIndex({ ...slow, field: "-score" })).toBe(false);
    expect(shouldAdviseIndex({ ...slow, field: "id" })).toBe(false);
    expect(shouldAdviseIndex({ ...slow, field: "author.name" })).toBe(false);
    expect(shouldAdviseIndex({ ...slow, field: "nope" })).toBe(false);
    expect(shouldAdviseIndex({ ...slow, field: "" })).toBe(false);
    expect(shouldAdviseIndex({ ...slow, collection: { ...posts, type: "view" } })).toBe(false);
    const auth = { ...posts, type: "auth" as const };
    expect(shouldAdviseIndex({ ...slow, collection: auth, field: "email" })).toBe(false);
    expect(shouldAdviseIndex({ ...slow, collection: auth, field: "created" })).toBe(true);
  });

  test("once the advised index is there, no more advice", () => {
    const indexed = { ...posts, indexes: [...posts.indexes, indexAdviceStatement("posts", "-created")] };
    expect(shouldAdviseIndex({ ...slow, collection: indexed })).toBe(false);
  });
});

describe("indexAdviceFields", () => {
  test("the sort's first field, then the fields the filter compares in an index-friendly way", () => {
    expect(indexAdviceFields("-created", "")).toEqual(["created"]);
    expect(indexAdviceFields("+score,-created", 'status = "open" && (age >= 18 || age<3)')).toEqual([
      "score",
      "status",
      "age",
    ]);
    expect(indexAdviceFields("", "score!=1")).toEqual(["score"]);
  });

  test("contains-matches, relation paths, macros and quoted text are skipped", () => {
    expect(indexAdviceFields("-author.name", 'title ~ "x = 1" && author.name = "a"')).toEqual([]);
    expect(indexAdviceFields("", "@request.auth.id = owner && note != 'a = b'")).toEqual(["note"]);
    expect(indexAdviceFields("", 'title = "say \\"x = 1\\""')).toEqual(["title"]);
  });
});
