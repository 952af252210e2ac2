/**
 * A create that read its collection before a schema patch is written with the schema as it is at the
 * write: a renamed field keeps its value, a removed one is dropped, a new required one is asked for.
 */
import { expect, test } from "vitest";
import type { ApiError } from "../../../backend/errors.ts";
import type { RequestInfo } from "../../../backend/filter/index.ts";
import { createCollection, updateCollection } from "../../../backend/services/collections/collections.ts";
import type { ParsedBody } from "../../../backend/services/common/submitted-body.ts";
import { createRecord } from "../../../backend/services/records/record-upsert.ts";
import { backendPerTest } from "../../helpers/backend-per-test.ts";

const fixture = backendPerTest();

const guest: RequestInfo = {
  method: "POST",
  query: {},
  data: {},
  headers: {},
  admin: null,
  authRecord: null,
};
const json = (value: Record<string, unknown>): ParsedBody => ({
  kind: "json",
  json: value,
  fields: {},
  files: {},
});

test("renamed, removed and added fields between the read and the write", async () => {
  const { backend } = fixture;
  const created = createCollection(backend, {
    name: "drift",
    type: "base",
    createRule: "",
    schema: [
      { name: "title", type: "text" },
      { name: "gone", type: "text" },
    ],
  });
  const stale = backend.collections.find("drift");
  if (!stale) throw new Error("no collection");
  const titleId = created.schema[0].id;
  const patch = (required: boolean) =>
    updateCollection(backend, backend.collections.find("drift") ?? stale, {
      schema: [
        { id: titleId, name: "heading", type: "text" },
        { name: "needed", type: "text", required },
      ],
    });

  patch(true);
  const refused = await createRecord(backend, stale, json({ title: "hello", gone: "x" }), guest).catch(
    (err: ApiError) => err,
  );
  expect(refused).toMatchObject({
    status: 400,
    data: { needed: { code: "validation_required", message: "Missing required value" } },
  });

  patch(false);
  const record = await createRecord(backend, stale, json({ title: "hello", gone: "x" }), guest);
  const row = backend.db.prepare("SELECT * FROM drift WHERE id = ?").get(String(record.values.id));
  expect(row).toMatchObject({ heading: "hello", needed: "" });
  expect(row).not.toHaveProperty("gone");
  expect(row).not.toHaveProperty("title");
});
