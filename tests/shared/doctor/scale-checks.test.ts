import { describe, expect, test } from "vitest";
import { asCheckedCollection, type FieldsCollection } from "../../../shared/doctor/fields-collections.ts";
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

  test("a v0.23+ collection without created: no index advised for a sort it does not have", () => {
    const bare = asCheckedCollection({
      id: "bare0000000000a",
      name: "bare",
      type: "base",
      system: false,
      fields: [
        { id: "text3208210256", name: "id", type: "text", system: true },
        { id: "text724990059", name: "title", type: "text", system: false },
      ],
      indexes: [],
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
    } as unknown as FieldsCollection);
    expect(
      scaleChecks({ ...cleanInput(), collections: [bare], recordCounts: { bare: 500_000 } }).findings,
    ).toEqual([]);
    expect(collectionsToCount([bare])).toEqual([]);
  });
});
