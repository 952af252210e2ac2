/** Which list queries go to a read thread: those whose time grows with the table, by SQLite's own plan. */
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import { growsWithTable } from "../../../backend/db/query-weight.ts";

test("a sort without an index, a filtered scan or count and a grouping view grow; a page by row order or index and a whole count do not", () => {
  const db = new DatabaseSync(":memory:");
  db.exec(`
    CREATE TABLE posts (id TEXT PRIMARY KEY, created TEXT, title TEXT, score REAL);
    CREATE INDEX posts_created ON posts (created);
    CREATE VIEW titles AS SELECT title, count(*) AS n FROM posts GROUP BY title;
    CREATE VIEW plain AS SELECT id, title FROM posts;
  `);
  const grows = (sql: string) => growsWithTable(db, sql);
  // read only what they return
  expect(grows("SELECT posts.* FROM posts LIMIT ? OFFSET ?")).toBe(false);
  expect(grows("SELECT posts.* FROM posts ORDER BY posts.rowid DESC LIMIT ? OFFSET ?")).toBe(false);
  expect(grows("SELECT posts.* FROM posts ORDER BY created DESC LIMIT ? OFFSET ?")).toBe(false);
  expect(grows("SELECT posts.* FROM posts WHERE id = ? LIMIT ? OFFSET ?")).toBe(false);
  expect(grows("SELECT plain.* FROM plain LIMIT ? OFFSET ?")).toBe(false);
  // a whole table's count reads its smallest index; a filtered one reads what it filters
  expect(grows("SELECT COUNT(*) AS n FROM posts")).toBe(false);
  expect(grows("SELECT COUNT(*) AS n FROM posts WHERE title = ?")).toBe(true);
  // read the whole table (or as much of it as the filter skips)
  expect(grows("SELECT posts.* FROM posts ORDER BY score DESC LIMIT ? OFFSET ?")).toBe(true);
  expect(grows("SELECT posts.* FROM posts WHERE title = ? LIMIT ? OFFSET ?")).toBe(true);
  expect(grows("SELECT titles.* FROM titles LIMIT ? OFFSET ?")).toBe(true);
  // SQLite's own error comes from the thread
  expect(grows("SELECT nope FROM posts")).toBe(true);
  db.close();
});
