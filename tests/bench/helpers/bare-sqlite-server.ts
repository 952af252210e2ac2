/**
 * The floor of any records API: a bare node:http server answering `GET /?q=<name>&page=N` with the
 * same SQL the embedded backend runs, on node:sqlite, serialised to PocketBase's list JSON.
 * Run as a child process: node bare-sqlite-server.ts DATA_DIR (prints the URL on stdout).
 */
import { createServer } from "node:http";
import { DatabaseSync } from "node:sqlite";

export const BARE_QUERIES: Record<string, { sql: string; params: Array<string | number> }> = {
  first: { sql: "SELECT * FROM million ORDER BY created DESC LIMIT ? OFFSET ?", params: [] },
  score: {
    sql: "SELECT * FROM million WHERE score >= ? AND active = 1 ORDER BY score DESC LIMIT ? OFFSET ?",
    params: [900],
  },
  search: {
    sql: "SELECT * FROM million WHERE title LIKE ? ORDER BY created DESC LIMIT ? OFFSET ?",
    params: ["%777%"],
  },
};

if (process.argv[1] === import.meta.filename) {
  const db = new DatabaseSync(`${process.argv[2]}/data.db`, { readOnly: true });
  const statements = new Map(Object.entries(BARE_QUERIES).map(([name, q]) => [name, db.prepare(q.sql)]));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const name = url.searchParams.get("q") ?? "";
    const page = Number(url.searchParams.get("page") ?? "1");
    const statement = statements.get(name);
    if (!statement) {
      res.writeHead(404).end();
      return;
    }
    const items = statement.all(...BARE_QUERIES[name].params, 30, 30 * (page - 1));
    const body = JSON.stringify({ page, perPage: 30, totalItems: -1, totalPages: -1, items });
    res.writeHead(200, { "content-type": "application/json" }).end(body);
  });
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    console.log(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
  });
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}
