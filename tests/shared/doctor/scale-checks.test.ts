import { describe, expect, test } from "vitest";
import { collectionsToCount, scaleChecks } from "../../../shared/doctor/scale-checks.ts";
import { cleanInput, collection } from "./doctor-input.ts";

describe("scale", () => {
  const posts = collection("posts", {
    indexes: [],
    listRule: "author = @request.auth.id && status = 'live'",
    schema: [
      { name: "author", type: "relation" },
      { name: "status", type: "text" },
    ] as never,
    // status is served by an index, author and created are not
  });
  posts.indexes = ["CREATE INDEX `idx_status` ON `posts` (`status`, `author`)"];

  test("100,000+ records without an index on created or on a rule field: one finding per column, with the index to add", () => {
    const findings = scaleChecks({
      ...cleanInput(),
      collections: [posts],
      recordCounts: { posts: 100_000 },
    }).findings;
    expect(findings.map((f) => [f.id, f.severity, f.collection, f.finding])).toEqual([
      [
        "scale.missing-index",
        "warning",
        "posts",
        '"posts" has 100,000 records and no index on "created" (its default sort).',
      ],
      [
        "scale.missing-index",
        "warning",
        "posts",
        '"posts" has 100,000 records and no index on "author" (used in its API rules).',
      ],
    ]);
    expect(findings[1].fix.action).toEqual({
      kind: "add-index",
      collection: "posts",
      index: "CREATE INDEX `idx_posts_author` ON `posts` (`author`)",
    });
  });

  test("smaller collections, and collections with every index, report nothing; only those lacking one are counted", () => {
    expect(
      scaleChecks({ ...cleanInput(), collections: [posts], recordCounts: { posts: 99_999 } }).findings,
    ).toEqual([]);
    expect(collectionsToCount([posts, collection("tags")])).toEqual(["posts"]);
  });
});
