/** @module Routes of `/api/collections` (admin only): list, view, create, update, delete, import. */
import type { Request, Router } from "express";
import type { Backend } from "../context.ts";
import { importCollections } from "../services/collections/collection-import.ts";
import { formFieldsToBody } from "../services/collections/collection-input.ts";
import { collectionJson } from "../services/collections/collection-json.ts";
import { listCollections } from "../services/collections/collection-list.ts";
import {
  createCollection,
  findCollectionOrFail,
  invalidFormattingMessage,
  removeCollection,
  updateCollection,
} from "../services/collections/collections.ts";
import { writeAutomigrations } from "../services/migrations/automigrate.ts";
import { readBody } from "./body.ts";
import { sendJson, sendList } from "./fields-param.ts";
import { adminOnly } from "./guards.ts";
import { listQueryOf } from "./query-params.ts";

/** The submitted body as a JSON-like value; a zero-length body means "no fields submitted". */
async function formBody(req: Request): Promise<unknown> {
  const body = await readBody(req, invalidFormattingMessage);
  if (body.kind === "json") return body.json;
  if (body.kind === "empty") return {};
  return formFieldsToBody(body.fields);
}

/** With automigrate on, writes the migrations of a change just saved; a failure to write is reported, the change stays. */
function automigrate(backend: Backend): void {
  try {
    const files = writeAutomigrations(backend);
    for (const file of files) console.log(`pbdeck: automigrate wrote ${file}`);
  } catch (err) {
    console.error(`pbdeck: automigrate could not write the migration: ${(err as Error).message}`);
  }
}

/** Binds the collection routes; `/:collection` matches one path segment only, so record routes are untouched. */
export function bindCollectionsRoutes(router: Router, backend: Backend): void {
  router.get("/collections", adminOnly, (req, res) => {
    sendList(req, res, listCollections(backend, listQueryOf(req)));
  });

  router.post("/collections", adminOnly, async (req, res) => {
    const collection = createCollection(backend, await formBody(req));
    automigrate(backend);
    sendJson(req, res, collectionJson(collection));
  });

  // the only PUT: `GET /collections/import` is a lookup of a collection named "import"
  router.put("/collections/import", adminOnly, async (req, res) => {
    importCollections(backend, await formBody(req));
    automigrate(backend);
    res.status(204).end();
  });

  router.get("/collections/:collection", adminOnly, (req, res) => {
    sendJson(req, res, collectionJson(findCollectionOrFail(backend, String(req.params.collection))));
  });

  router.patch("/collections/:collection", adminOnly, async (req, res) => {
    const collection = findCollectionOrFail(backend, String(req.params.collection));
    const updated = updateCollection(backend, collection, await formBody(req));
    automigrate(backend);
    sendJson(req, res, collectionJson(updated));
  });

  router.delete("/collections/:collection", adminOnly, (req, res) => {
    removeCollection(backend, findCollectionOrFail(backend, String(req.params.collection)));
    automigrate(backend);
    res.status(204).end();
  });
}
