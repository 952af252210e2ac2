/** @module Record CRUD routes (http-api §3.4): parse → authorize by the collection rules → service → respond. */
import type { Request, Response, Router } from "express";
import type { Collection } from "../../shared/models.ts";
import type { Backend } from "../context.ts";
import { badRequest, forbidden, notFound } from "../errors.ts";
import type { RequestInfo } from "../filter/index.ts";
import { InvalidListQuery } from "../services/common/list-query.ts";
import type { ParsedBody } from "../services/common/submitted-body.ts";
import { deleteRecord } from "../services/records/record-delete.ts";
import { exportRecord, exportRecords } from "../services/records/record-export.ts";
import { listRecords } from "../services/records/record-list.ts";
import { withRecordLock } from "../services/records/record-locks.ts";
import { hasModifierKeys, replaceModifiers } from "../services/records/record-modifiers.ts";
import { requestInfoOf } from "../services/records/record-request-info.ts";
import { canManageRecord, findRecordWithRule } from "../services/records/record-rules.ts";
import { findRecordById } from "../services/records/record-store.ts";
import { baseValues, loadFailedMessage } from "../services/records/record-submission.ts";
import { createRecord, updateRecord } from "../services/records/record-upsert.ts";
import { readBody, requestDataOf } from "./body.ts";
import { sendJson, sendList } from "./fields-param.ts";
import { listQueryOf } from "./query-params.ts";
import { getAuth } from "./request-context.ts";

const onlyAdmins = "Only admins can perform this action.";
/** The 400 message of a list (or export) whose filter or sort cannot be used. */
export const invalidListParams = "Invalid filter parameters.";

/** The collection of the `:collection` path parameter. @throws ApiError 404 when unknown */
function collectionOf(backend: Backend, req: Request): Collection {
  const collection = backend.collections.find(String(req.params.collection ?? ""));
  if (!collection) throw notFound();
  return collection;
}

function rejectViews(collection: Collection): void {
  if (collection.type === "view") throw badRequest("Unsupported collection type.");
}

/** The parsed body, or null when it cannot be loaded (reported later, in the documented order). */
async function bodyOrNull(req: Request): Promise<ParsedBody | null> {
  try {
    return await readBody(req, loadFailedMessage);
  } catch {
    return null;
  }
}

function requestInfo(req: Request, data: Record<string, unknown> = {}): RequestInfo {
  return requestInfoOf(
    { method: req.method, url: req.originalUrl, headers: req.headers },
    getAuth(req),
    data,
  );
}

/** The rule to apply for a non-admin, or null when the caller is an admin. @throws 403 for a null rule */
function ruleFor(request: RequestInfo, rule: string | null): string | null {
  if (request.admin) return null;
  if (rule === null) throw forbidden(onlyAdmins);
  return rule;
}

async function listHandler(backend: Backend, req: Request, res: Response): Promise<void> {
  const collection = collectionOf(backend, req);
  const request = requestInfo(req);
  const query = request.query;
  if (!request.admin) {
    for (const value of [query.filter ?? "", query.sort ?? ""])
      if (value.includes("@collection.") || value.includes("@request."))
        throw forbidden("Only admins can filter by @collection and @request query params.");
  }
  const rule = ruleFor(request, collection.listRule);
  const listQuery = listQueryOf(req, invalidListParams);
  let result: Awaited<ReturnType<typeof listRecords>>;
  try {
    result = await listRecords(backend, collection, listQuery, request, rule);
  } catch (err) {
    if (err instanceof InvalidListQuery) throw badRequest(invalidListParams);
    throw err;
  }
  const items = exportRecords(backend, result.items, getAuth(req), { expand: query.expand, request });
  sendList(req, res, { ...result, items });
}

async function viewHandler(backend: Backend, req: Request, res: Response): Promise<void> {
  const collection = collectionOf(backend, req);
  const request = requestInfo(req);
  const rule = ruleFor(request, collection.viewRule);
  const record = findRecordWithRule(backend, collection, String(req.params.id), rule, request);
  if (!record) throw notFound();
  sendJson(req, res, exportRecord(backend, record, getAuth(req), { expand: request.query.expand, request }));
}

async function createHandler(backend: Backend, req: Request, res: Response): Promise<void> {
  const collection = collectionOf(backend, req);
  rejectViews(collection);
  const auth = getAuth(req);
  if (!auth.admin && collection.createRule === null) throw forbidden(onlyAdmins);
  const body = await bodyOrNull(req);
  if (!body) throw badRequest(loadFailedMessage);
  let data = requestDataOf(body);
  if (hasModifierKeys(data)) data = replaceModifiers(collection, data, baseValues(collection, null));
  const request = requestInfo(req, data);
  const record = await createRecord(backend, collection, body, request);
  sendJson(req, res, exportRecord(backend, record, auth, { expand: request.query.expand, request }));
}

async function updateHandler(backend: Backend, req: Request, res: Response): Promise<void> {
  const collection = collectionOf(backend, req);
  rejectViews(collection);
  const id = String(req.params.id);
  const auth = getAuth(req);
  if (!auth.admin && collection.updateRule === null) throw forbidden(onlyAdmins);
  const body = await bodyOrNull(req);
  // from the read to the write, one update of a record at a time (no lost `n+` or upload)
  const [updated, request] = await withRecordLock(backend, collection.id, id, async () => {
    let data = body ? requestDataOf(body) : {};
    if (hasModifierKeys(data)) {
      const current = findRecordById(backend, collection, id);
      if (!current) throw notFound();
      data = replaceModifiers(collection, data, baseValues(collection, current));
    }
    const request = requestInfo(req, data);
    const record = findRecordWithRule(
      backend,
      collection,
      id,
      ruleFor(request, collection.updateRule),
      request,
    );
    if (!record) throw notFound();
    const manage = canManageRecord(backend, record, request);
    if (!body) throw badRequest(loadFailedMessage);
    return [await updateRecord(backend, record, body, manage), request] as const;
  });
  sendJson(req, res, exportRecord(backend, updated, auth, { expand: request.query.expand, request }));
}

async function deleteHandler(backend: Backend, req: Request, res: Response): Promise<void> {
  const collection = collectionOf(backend, req);
  rejectViews(collection);
  const auth = getAuth(req);
  if (!auth.admin && collection.deleteRule === null) throw forbidden(onlyAdmins);
  const body = await bodyOrNull(req);
  const request = requestInfo(req, body ? requestDataOf(body) : {});
  const id = String(req.params.id);
  // waits for a running update of the record, so that update cannot write the row back afterwards
  await withRecordLock(backend, collection.id, id, async () => {
    const record = findRecordWithRule(
      backend,
      collection,
      id,
      ruleFor(request, collection.deleteRule),
      request,
    );
    if (!record) throw notFound();
    await deleteRecord(backend, record);
  });
  res.status(204).end();
}

type Handler = (backend: Backend, req: Request, res: Response) => Promise<void>;

/** Wraps a handler so that its errors reach the error middleware. */
function route(backend: Backend, handler: Handler) {
  return (req: Request, res: Response, next: (err?: unknown) => void) => {
    handler(backend, req, res).catch(next);
  };
}

/** Binds list, view, create, update and delete of records. */
export function bindRecordsRoutes(router: Router, backend: Backend): void {
  const path = "/collections/:collection/records";
  router.get(path, route(backend, listHandler));
  router.get(`${path}/:id`, route(backend, viewHandler));
  router.post(path, route(backend, createHandler));
  router.patch(`${path}/:id`, route(backend, updateHandler));
  router.delete(`${path}/:id`, route(backend, deleteHandler));
}
