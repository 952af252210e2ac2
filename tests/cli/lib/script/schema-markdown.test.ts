import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { schemaMarkdown } from "../../../../cli/lib/script/schema-markdown.ts";
import type { ImportImpact } from "../../../../shared/schema/import-impact.ts";
import { diffSchemas } from "../../../../shared/schema/schema-diff.ts";
import { exportedCollection } from "../../../helpers/collection-builder.ts";

const golden = join(import.meta.dirname, "schema-markdown.golden.md");

const current = [
  exportedCollection(
    "posts0000000001",
    "posts",
    [
      ["f_title", "title", "text"],
      ["f_views", "views", "number"],
      ["f_legacy", "legacy", "text"],
    ],
    { listRule: "", indexes: ["CREATE INDEX `idx_posts_title` ON `posts` (`title`)"] },
  ),
  exportedCollection("old000000000001", "old_stuff", [
    ["f_a", "a", "text"],
    ["f_b", "b", "bool"],
  ]),
  exportedCollection("tags00000000001", "tags", [["f_name", "name", "text"]], { viewRule: "a | b" }),
];

const incoming = [
  exportedCollection(
    "posts0000000001",
    "articles",
    [
      ["f_title", "headline", "text"],
      ["f_views", "views", "text"],
      ["f_body", "body", "editor"],
    ],
    {
      listRule: '@request.auth.id != ""',
      deleteRule: "author = @request.auth.id",
      indexes: ["CREATE UNIQUE INDEX `idx_posts_title` ON `articles` (`headline`)"],
    },
  ),
  exportedCollection("tags00000000001", "tags", [["f_name", "name", "text"]], { viewRule: "a | b" }),
  exportedCollection("notes0000000001", "notes", [["f_text", "text", "text"]]),
];

const impact: ImportImpact = {
  items: [
    { kind: "collection removed", collection: "old_stuff", records: 12 },
    { kind: "field removed", collection: "posts", field: "legacy", fieldId: "f_legacy", records: 3 },
    { kind: "type changed", collection: "posts", field: "views", fieldId: "f_views", records: 0 },
  ],
  total: 15,
};

test("the pull-request comment matches the golden file", () => {
  const diff = diffSchemas(current, incoming, { deleteMissing: true });
  const text = schemaMarkdown(diff, impact, "pb_schema.json", "https://pb.example.com");
  if (process.env.UPDATE_GOLDEN) writeFileSync(golden, text);
  expect(text).toBe(readFileSync(golden, "utf8"));
});

test("in sync: one line under the title", () => {
  const diff = diffSchemas(current, current, { deleteMissing: true });
  expect(schemaMarkdown(diff, { items: [], total: 0 }, "pb_schema.json", "https://pb.example.com")).toBe(
    "## Schema changes: `pb_schema.json` → https://pb.example.com\n\nIn sync: no collection differs.\n",
  );
});
