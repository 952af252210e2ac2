/**
 * @module The record side of an OAuth2 sign-in: find the auth record (linked, signed in, same email)
 * or create it from `createData`, fill its email and verified state, and link the provider.
 */
import { nowDateTime } from "../../../../shared/dates.ts";
import type { Collection } from "../../../../shared/models.ts";
import type { Backend } from "../../../context.ts";
import { badRequest, notFound } from "../../../errors.ts";
import type { RequestInfo } from "../../../filter/index.ts";
import { newId, randomString } from "../../../lib/random.ts";
import type { StoredRecord } from "../../common/caller.ts";
import { isAuthValueUnique } from "../../records/record-base-validation.ts";
import { deleteRecord } from "../../records/record-delete.ts";
import type { Submission } from "../../records/record-submission.ts";
import { createManagedRecord } from "../../records/record-upsert.ts";
import { findAuthRecordBy, updateAuthColumns } from "../record-auth-store.ts";
import type { ProviderUser } from "./oauth2-types.ts";

const failed = "Failed to authenticate.";
const usernamePattern = /^[\w][\w.]*$/;

/** What the sign-in brings to the account step. */
export interface OAuth2Account {
  collection: Collection;
  provider: string;
  user: ProviderUser;
  createData: Record<string, unknown>;
  /** The request as rules see it; `data` is the createData. */
  request: RequestInfo;
}

function linkedRecordId(backend: Backend, collectionId: string, provider: string, providerId: string) {
  const row = backend.db
    .prepare(
      "SELECT recordId FROM _externalAuths WHERE collectionId = ? AND provider = ? AND providerId = ? LIMIT 1",
    )
    .get(collectionId, provider, providerId) as { recordId: string } | undefined;
  return row?.recordId ?? null;
}

function insertLink(backend: Backend, record: StoredRecord, provider: string, providerId: string): void {
  const now = nowDateTime();
  backend.db
    .prepare(
      "INSERT INTO _externalAuths (id, collectionId, recordId, provider, providerId, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
    .run(newId(), record.collection.id, String(record.values.id), provider, providerId, now, now);
}

/** The provider's username when usable as one (3–150 chars, `^[\w][\w.]*$`), made unique with digits. */
function suggestedUsername(backend: Backend, collection: Collection, wanted: string): string {
  const length = Buffer.byteLength(wanted);
  if (length < 3 || length > 150 || !usernamePattern.test(wanted)) return "";
  let username = wanted;
  for (let i = 0; i < 10; i++) {
    if (isAuthValueUnique(backend, collection, "username", username, "")) break;
    username = wanted + randomString(3 + i, "123456789");
  }
  return username;
}

/** A new auth record from createData: provider email and username as fallbacks, a random password. */
async function createAccount(backend: Backend, account: OAuth2Account): Promise<StoredRecord> {
  const { collection, user, createData } = account;
  const complete = (submission: Submission) => {
    const auth = submission.auth;
    if (!auth) return;
    if (!Object.hasOwn(createData, "username"))
      auth.username = suggestedUsername(backend, collection, user.username);
    if (auth.email === "") auth.email = user.email;
    // verified only when the address is the one the provider vouched for
    auth.verified = auth.email === user.email;
    if (auth.password === "") {
      auth.password = randomString(30);
      auth.passwordConfirm = auth.password;
    }
  };
  return createManagedRecord(backend, collection, createData, account.request, complete, failed);
}

/** An existing record takes the provider email when it has none, and is verified when the emails agree. */
function refreshAccount(backend: Backend, record: StoredRecord, user: ProviderUser): StoredRecord {
  let current = record;
  try {
    if (String(current.values.email ?? "") === "" && user.email !== "")
      current = updateAuthColumns(backend, current, { email: user.email }, true);
    const email = String(current.values.email ?? "");
    if (current.values.verified !== true && (email === "" || email === user.email))
      current = updateAuthColumns(backend, current, { verified: true });
  } catch {
    throw badRequest(failed);
  }
  return current;
}

/**
 * The auth record of this sign-in, linked to the provider; `isNew` when it was just created.
 * @throws ApiError 404 when the link points at a record that is gone; 400 "Failed to authenticate."
 * when the record cannot be created (rule, invalid createData with the field errors) or linked
 */
export async function resolveAccount(
  backend: Backend,
  account: OAuth2Account,
): Promise<{ record: StoredRecord; isNew: boolean }> {
  const { collection, provider, user } = account;
  const linkedId = linkedRecordId(backend, collection.id, provider, user.id);
  let record: StoredRecord | null = null;
  if (linkedId !== null) {
    record = findAuthRecordBy(backend, collection, "id", linkedId);
    if (!record) throw notFound();
  } else if (account.request.authRecord?.collection.id === collection.id) {
    record = account.request.authRecord;
  } else if (user.email !== "") {
    record = findAuthRecordBy(backend, collection, "email", user.email);
  }
  const isNew = record === null;
  record = record ? refreshAccount(backend, record, user) : await createAccount(backend, account);
  if (linkedId === null) {
    try {
      insertLink(backend, record, provider, user.id);
    } catch {
      // the provider account is linked elsewhere, or this record already has another one
      if (isNew) await deleteRecord(backend, record).catch(() => undefined);
      throw badRequest(failed);
    }
  }
  return { record, isNew };
}
