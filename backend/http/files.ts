/** @module File routes (http-api §3.6): file tokens, and downloads of record files and their thumbnails. */
import type { Request, Response, Router } from "express";
import type { Collection, SchemaFieldOf } from "../../shared/models.ts";
import type { Backend } from "../context.ts";
import { quoteId } from "../db/connection.ts";
import { parseQueryIdentifiers } from "../db/view-query-parser.ts";
import { badRequest, forbidden, notFound } from "../errors.ts";
import type { RequestAuth, StoredRecord } from "../services/common/caller.ts";
import { createFileToken, verifyFileToken } from "../services/common/tokens.ts";
import { requestInfoOf } from "../services/records/record-request-info.ts";
import { canViewRecord } from "../services/records/record-rules.ts";
import { findRecordById } from "../services/records/record-store.ts";
import { isMultiple, normaliseFieldValue } from "../services/records/record-values.ts";
import { isTruthy, sendBlob } from "../storage/blob-response.ts";
import type { OpenedBlob } from "../storage/file-storage.ts";
import { ensureThumb, isAllowedThumbSize, thumbableContentTypes, thumbKey } from "../storage/thumbs.ts";
import { getAuth } from "./request-context.ts";

type FileField = SchemaFieldOf<"file">;

const tokenFailed = "Failed to generate file token.";

/** A path segment that can only name a file or record, never a path (`/`, `\`, `..`, control chars). */
function isPlainSegment(text: string): boolean {
  return text !== "" && text !== "." && text !== ".." && !/[/\\\x00-\x1f]/.test(text);
}

/** The first value of a query parameter, as Go's QueryParam reads it. */
function queryValue(req: Request, name: string): string | undefined {
  const value = req.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : undefined;
}

/** The file values of a field as a list (single fields hold one name or none). */
function fileNames(field: FileField, record: StoredRecord): string[] {
  const value = normaliseFieldValue(field, record.values[field.name]);
  const list = Array.isArray(value) ? value : [value];
  return list.filter((name): name is string => typeof name === "string" && name !== "");
}

/** The file field of the record that currently holds `fileName`, if any. */
function fieldHoldingFile(
  collection: Collection,
  record: StoredRecord,
  fileName: string,
): FileField | undefined {
  return collection.schema.find(
    (field): field is FileField => field.type === "file" && fileNames(field, record).includes(fileName),
  );
}

/** The identity a protected file is served to: only the `?token=` file token counts. */
async function fileTokenOwner(backend: Backend, token: string | undefined): Promise<RequestAuth> {
  if (!token) return { admin: null, record: null };
  try {
    return await verifyFileToken(backend, token);
  } catch {
    return { admin: null, record: null };
  }
}

/**
 * The non-view collection and file field a view's file field is selected from, following views of
 * views (at most 5 levels, as PocketBase does); null when the query does not tell.
 */
function viewFileSource(
  backend: Backend,
  view: Collection,
  fieldName: string,
  level = 1,
): { collection: Collection; field: FileField } | null {
  if (level > 5 || view.type !== "view") return null;
  let parsed: ReturnType<typeof parseQueryIdentifiers>;
  try {
    parsed = parseQueryIdentifiers(view.options.query);
  } catch {
    return null;
  }
  const column = parsed.columns.find((c) => c.alias === fieldName);
  if (!column) return null;
  const parts = column.original.split(".");
  const tableAlias = parts.length === 2 ? parts[0] : parsed.tables[0]?.alias;
  const columnName = parts[parts.length - 1];
  const table = parsed.tables.find((t) => t.alias === tableAlias);
  const source = table ? backend.collections.find(table.original) : undefined;
  if (!source) return null;
  if (source.type === "view") return viewFileSource(backend, source, columnName, level + 1);
  const field = source.schema.find(
    (f): f is FileField => f.type === "file" && f.name.toLowerCase() === columnName.toLowerCase(),
  );
  return field ? { collection: source, field } : null;
}

/** The storage directory (`<collectionId>/<recordId>`) of the source record a view's file belongs to. */
function viewFileDir(backend: Backend, view: Collection, field: FileField, fileName: string): string | null {
  const source = viewFileSource(backend, view, field.name);
  if (!source) return null;
  const table = quoteId(source.collection.name);
  const column = quoteId(source.field.name);
  const sql = isMultiple(source.field)
    ? `SELECT ${table}.id AS id FROM ${table} JOIN json_each(CASE WHEN json_valid(${table}.${column}) ` +
      `THEN ${table}.${column} ELSE json_array(${table}.${column}) END) AS je WHERE je.value = ? LIMIT 1`
    : `SELECT id FROM ${table} WHERE ${column} = ? LIMIT 1`;
  const row = backend.db.prepare(sql).get(fileName) as { id: string } | undefined;
  return row ? `${source.collection.id}/${row.id}` : null;
}

async function downloadFile(backend: Backend, req: Request, res: Response): Promise<void> {
  const { collection: collectionParam, recordId, filename } = req.params as Record<string, string>;
  const collection = backend.collections.find(collectionParam);
  if (!collection || !isPlainSegment(recordId) || !isPlainSegment(filename)) throw notFound();
  let record: StoredRecord | null = null;
  try {
    record = findRecordById(backend, collection, recordId);
  } catch {
    record = null;
  }
  if (!record) throw notFound();
  const field = fieldHoldingFile(collection, record, filename);
  if (!field) throw notFound();

  if (field.options.protected) {
    const owner = await fileTokenOwner(backend, queryValue(req, "token"));
    if (!canViewRecord(backend, collection, String(record.values.id), requestInfoOf(req, owner))) {
      throw forbidden("Insufficient permissions to access the file resource.");
    }
  }

  const dir =
    collection.type === "view"
      ? viewFileDir(backend, collection, field, filename)
      : `${collection.id}/${String(record.values.id)}`;
  if (!dir) throw notFound();
  const originalKey = `${dir}/${filename}`;
  let served: OpenedBlob | null = null;
  let servedName = filename;

  const thumb = queryValue(req, "thumb") ?? "";
  if (thumb !== "" && isAllowedThumbSize(thumb, field.options.thumbs)) {
    const original = await backend.storage.attributes(originalKey);
    if (!original) throw notFound();
    if (thumbableContentTypes.includes(original.contentType)) {
      const key = thumbKey(dir, filename, thumb);
      try {
        // an existing thumb is served as it is; a missing one is made first
        served = await backend.storage.openBlob(key);
        if (!served) {
          await ensureThumb(backend.storage, originalKey, key, thumb, original.contentType);
          served = await backend.storage.openBlob(key);
        }
        if (served) servedName = `${thumb}_${filename}`;
      } catch (err) {
        // a thumbnail that cannot be made is no error: the original is served instead
        if (process.env.PBDECK_DEBUG) console.warn(`thumb ${thumb} of ${originalKey} failed:`, err);
      }
    }
  }

  served ??= await backend.storage.openBlob(originalKey);
  if (!served) throw notFound();
  try {
    await sendBlob(req, res, served, servedName, isTruthy(queryValue(req, "download")));
  } catch (err) {
    if (res.headersSent) throw err;
    throw notFound();
  }
}

/** POST /api/files/token and GET|HEAD /api/files/:collection/:recordId/:filename. */
export function bindFilesRoutes(router: Router, backend: Backend): void {
  router.post("/files/token", async (req, res) => {
    const auth = getAuth(req);
    if (!auth.admin && !auth.record) throw badRequest(tokenFailed);
    let token: string;
    try {
      token = await createFileToken(backend, auth);
    } catch {
      throw badRequest(tokenFailed);
    }
    res.json({ token });
  });

  // express answers HEAD with this GET route (body dropped)
  router.get("/files/:collection/:recordId/:filename", (req, res) => downloadFile(backend, req, res));
}
