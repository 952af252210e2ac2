/** @module Routes of `/api/collections` (admin only): list, view, create, update, delete, import. */
import type { NextFunction, Request, Response, Router } from "express";
import type { Backend } from "../context.ts";
import { unauthorized } from "../errors.ts";
import { importCollections } from "../services/collection-import.ts";
import { formFieldsToBody } from "../services/collection-input.ts";
import { collectionJson } from "../services/collection-json.ts";
import { listCollections, parseListParams } from "../services/collection-list.ts";
import {
  createCollection,
  findCollectionOrFail,
  invalidFormattingMessage,
  removeCollection,
  updateCollection,
} from "../services/collections.ts";
import { readBody } from "./body.ts";
import { getAuth } from "./request-context.ts";

/** Rejects everyone but admins (401, never 403: the console logs out on 401). */
function requireAdmin(req: Request, _res: Response, next: NextFunction): void {
  if (!getAuth(req).admin)
    throw unauthorized("The request requires valid admin authorization token to be set.");
  next();
}

/** The submitted body as a JSON-like value; a zero-length body means "no fields submitted". */
async function formBody(req: Request): Promise<unknown> {
  if (req.headers["content-length"] === "0") return {};
  const body = await readBody(req, invalidFormattingMessage);
  if (body.kind === "json") return body.json;
  if (body.kind === "empty") return {};
  return formFieldsToBody(body.fields);
}

/** Binds the collection routes; `/:collection` matches one path segment only, so record routes are untouched. */
export function bindCollectionsRoutes(router: Router, backend: Backend): void {
  router.get("/collections", requireAdmin, (req, res) => {
    res.json(listCollections(backend, parseListParams(req.query as Record<string, unknown>)));
  });

  router.post("/collections", requireAdmin, async (req, res) => {
    const collection = createCollection(backend, await formBody(req));
    res.json(collectionJson(collection));
  });

  // the only PUT: `GET /collections/import` is a lookup of a collection named "import"
  router.put("/collections/import", requireAdmin, async (req, res) => {
    importCollections(backend, await formBody(req));
    res.status(204).end();
  });

  router.get("/collections/:collection", requireAdmin, (req, res) => {
    res.json(collectionJson(findCollectionOrFail(backend, String(req.params.collection))));
  });

  router.patch("/collections/:collection", requireAdmin, async (req, res) => {
    const collection = findCollectionOrFail(backend, String(req.params.collection));
    res.json(collectionJson(updateCollection(backend, collection, await formBody(req))));
  });

  router.delete("/collections/:collection", requireAdmin, (req, res) => {
    removeCollection(backend, findCollectionOrFail(backend, String(req.params.collection)));
    res.status(204).end();
  });
}
