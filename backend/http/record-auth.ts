import type { Request, Router } from "express";
import type { Collection } from "../../shared/models.ts";
import type { Backend } from "../context.ts";
import { badRequest, notFound } from "../errors.ts";
import { readForm } from "../services/admins/admin-form-input.ts";
import { authWithOAuth2, requireOAuth2Enabled } from "../services/record-auth/oauth2/oauth2-sign-in.ts";
import { confirmEmailChange, requestEmailChange } from "../services/record-auth/record-auth-email-change.ts";
import { listExternalAuths, unlinkExternalAuth } from "../services/record-auth/record-auth-external.ts";
import {
  allowsPasswordAuth,
  authenticateRecord,
  confirmRecordPasswordReset,
  requestRecordPasswordReset,
} from "../services/record-auth/record-auth-password.ts";
import { authMethods } from "../services/record-auth/record-auth-providers.ts";
import {
  type AuthResponseOptions,
  recordAuthResponse,
} from "../services/record-auth/record-auth-response.ts";
import { findAuthRecordBy } from "../services/record-auth/record-auth-store.ts";
import {
  confirmVerification,
  requestVerification,
} from "../services/record-auth/record-auth-verification.ts";
import { requestInfoOf } from "../services/records/record-request-info.ts";
import { sendJson } from "./fields-param.ts";
import { requireAdminOrOwner, requireRecordOfCollection } from "./guards.ts";
import { getAuth } from "./request-context.ts";

const loadFailed = "An error occurred while loading the submitted data.";

/** The auth routes of auth collections: sign-in, refresh, verification, password reset, email change, external auths. */
export function bindRecordAuthRoutes(router: Router, backend: Backend): void {
  const base = "/collections/:collection";

  router.get(`${base}/auth-methods`, (req, res) => {
    res.json(authMethods(backend, authCollectionOf(req)));
  });

  router.post(`${base}/auth-with-password`, async (req, res) => {
    const collection = authCollectionOf(req);
    const form = await readForm(req, loadFailed);
    const record = await authenticateRecord(
      backend,
      collection,
      form.string("identity"),
      form.string("password"),
    );
    sendJson(req, res, await recordAuthResponse(backend, record, responseOptions(req)));
  });

  router.post(`${base}/auth-with-oauth2`, async (req, res) => {
    const collection = authCollectionOf(req);
    requireOAuth2Enabled(collection);
    const form = await readForm(req, loadFailed);
    const createData = form.object("createData");
    const { record, meta } = await authWithOAuth2(
      backend,
      collection,
      {
        provider: form.string("provider"),
        code: form.string("code"),
        codeVerifier: form.string("codeVerifier"),
        redirectUrl: form.string("redirectUrl"),
        createData,
      },
      // createRule sees the createData as @request.data
      requestInfoOf(req, getAuth(req), createData),
    );
    sendJson(req, res, { ...(await recordAuthResponse(backend, record, responseOptions(req))), meta });
  });

  router.post(`${base}/auth-refresh`, async (req, res) => {
    const record = requireRecordOfCollection(req, authCollectionOf(req));
    sendJson(req, res, await recordAuthResponse(backend, record, responseOptions(req)));
  });

  router.post(`${base}/request-verification`, async (req, res) => {
    const collection = authCollectionOf(req);
    const form = await readForm(req, loadFailed);
    requestVerification(backend, collection, form.string("email"));
    res.status(204).end();
  });

  router.post(`${base}/confirm-verification`, async (req, res) => {
    const collection = authCollectionOf(req);
    const form = await readForm(req, loadFailed);
    await confirmVerification(backend, collection, form.string("token"));
    res.status(204).end();
  });

  router.post(`${base}/request-password-reset`, async (req, res) => {
    const collection = authCollectionOf(req);
    if (!allowsPasswordAuth(collection)) {
      throw badRequest("The collection is not configured to allow password authentication.");
    }
    const form = await readForm(req, loadFailed);
    requestRecordPasswordReset(backend, collection, form.string("email"));
    res.status(204).end();
  });

  router.post(`${base}/confirm-password-reset`, async (req, res) => {
    const collection = authCollectionOf(req);
    const form = await readForm(req, loadFailed);
    await confirmRecordPasswordReset(backend, collection, {
      token: form.string("token"),
      password: form.string("password"),
      passwordConfirm: form.string("passwordConfirm"),
    });
    res.status(204).end();
  });

  router.post(`${base}/request-email-change`, async (req, res) => {
    const record = requireRecordOfCollection(req, authCollectionOf(req));
    const form = await readForm(req, loadFailed);
    await requestEmailChange(backend, record, form.string("newEmail"));
    res.status(204).end();
  });

  router.post(`${base}/confirm-email-change`, async (req, res) => {
    const collection = authCollectionOf(req);
    const form = await readForm(req, loadFailed);
    await confirmEmailChange(backend, collection, {
      token: form.string("token"),
      password: form.string("password"),
    });
    res.status(204).end();
  });

  router.get(`${base}/records/:id/external-auths`, (req, res) => {
    const collection = authCollectionOf(req);
    requireAdminOrOwner(req, String(req.params.id));
    res.json(listExternalAuths(backend, recordOfPath(collection, req)));
  });

  router.delete(`${base}/records/:id/external-auths/:provider`, (req, res) => {
    const collection = authCollectionOf(req);
    requireAdminOrOwner(req, String(req.params.id));
    unlinkExternalAuth(backend, recordOfPath(collection, req), String(req.params.provider));
    res.status(204).end();
  });

  // unknown collection: 404; base or view collection: 400, before any token requirement
  function authCollectionOf(req: Request): Collection {
    const collection = backend.collections.find(String(req.params.collection));
    if (!collection) throw notFound();
    if (collection.type !== "auth") throw badRequest("Unsupported collection type.");
    return collection;
  }

  function recordOfPath(collection: Collection, req: Request) {
    const record = findAuthRecordBy(backend, collection, "id", String(req.params.id));
    if (!record) throw notFound();
    return record;
  }
}

// only the first occurrence of each query parameter counts; `fields` trims the whole answer
// ({token, record, meta}) as on every JSON route, so it is applied by sendJson
function responseOptions(req: Request): AuthResponseOptions {
  const at = req.originalUrl.indexOf("?");
  const query = new URLSearchParams(at < 0 ? "" : req.originalUrl.slice(at + 1));
  return { expand: query.get("expand") ?? undefined };
}
