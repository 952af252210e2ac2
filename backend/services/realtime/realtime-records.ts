/**
 * @module Record events for realtime clients (http-api §3.7): which topics a change matches, the
 * listRule/viewRule check and the export done per subscriber, identity refresh and disconnects.
 */
import type { Collection } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { goJson } from "../../lib/go-json.ts";
import { findAdminById } from "../admins/admin-store.ts";
import type { RequestAuth, StoredRecord } from "../common/caller.ts";
import { exportRecord } from "../records/record-export.ts";
import { requestInfoForCaller } from "../records/record-request-info.ts";
import { findRecordWithRule } from "../records/record-rules.ts";
import { findRecordById, insertRecordRow } from "../records/record-store.ts";
import type { RealtimeClient } from "./realtime-hub.ts";
import { identityKey } from "./realtime-subscribe.ts";

/** What happened to a record. */
export type RecordAction = "create" | "update" | "delete";

interface Message {
  client: RealtimeClient;
  topic: string;
  data: string;
}

/** Topics that produce events for a record, each with the rule checked for it. */
function topicRules(record: StoredRecord): Array<[string, string | null]> {
  const { collection } = record;
  const id = String(record.values.id);
  return [
    [`${collection.name}/${id}`, collection.viewRule],
    [`${collection.id}/${id}`, collection.viewRule],
    [`${collection.name}/*`, collection.listRule],
    [`${collection.id}/*`, collection.listRule],
    // the bare form is what the JS SDK sends for subscribe('*')
    [collection.name, collection.listRule],
    [collection.id, collection.listRule],
  ];
}

function isSubscribedTo(client: RealtimeClient, record: StoredRecord): boolean {
  return topicRules(record).some(([topic]) => client.subscriptions.has(topic));
}

/**
 * The client's identity as stored now (null when its admin or auth record is gone); `cache`
 * keeps one lookup per identity for one publish.
 */
function currentAuth(
  backend: Backend,
  client: RealtimeClient,
  cache: Map<string, RequestAuth | null>,
): RequestAuth | null {
  const key = identityKey(client.auth);
  if (key === "") return client.auth;
  if (cache.has(key)) return cache.get(key) ?? null;
  let fresh: RequestAuth | null = null;
  const { admin, record } = client.auth;
  if (admin) {
    const row = findAdminById(backend, admin.id);
    fresh = row ? { admin: row, record: null } : null;
  } else if (record) {
    const collection = backend.collections.find(record.collection.id);
    const row = collection ? findRecordById(backend, collection, String(record.values.id)) : null;
    fresh = row ? { admin: null, record: row } : null;
  }
  cache.set(key, fresh);
  return fresh;
}

/** listRule/viewRule as the subscriber, GET with only `@request.auth` (http-api §5.2). */
function canAccess(backend: Backend, record: StoredRecord, rule: string | null, auth: RequestAuth): boolean {
  if (auth.admin) return true;
  if (rule === null) return false;
  if (rule.trim() === "") return true;
  const id = String(record.values.id);
  return findRecordWithRule(backend, record.collection, id, rule, requestInfoForCaller(auth)) !== null;
}

/** Every message a change produces: one per client and matching topic that passes the rule. */
function buildMessages(backend: Backend, action: RecordAction, record: StoredRecord): Message[] {
  const messages: Message[] = [];
  const identities = new Map<string, RequestAuth | null>();
  const access = new Map<string, boolean>();
  const exported = new Map<string, string>();
  for (const client of backend.realtime.all()) {
    if (!isSubscribedTo(client, record)) continue;
    const auth = currentAuth(backend, client, identities);
    if (!auth) {
      // its admin or auth record was deleted
      client.close();
      continue;
    }
    client.auth = auth;
    const key = identityKey(auth);
    for (const [topic, rule] of topicRules(record)) {
      if (!client.subscriptions.has(topic)) continue;
      const accessKey = `${key}\u0000${JSON.stringify(rule)}`;
      let allowed = access.get(accessKey);
      if (allowed === undefined) {
        allowed = canAccess(backend, record, rule, auth);
        access.set(accessKey, allowed);
      }
      if (!allowed) continue;
      let data = exported.get(key);
      if (data === undefined) {
        data = goJson({ action, record: exportRecord(backend, record, auth) });
        exported.set(key, data);
      }
      messages.push({ client, topic, data });
    }
  }
  return messages;
}

/** Puts a deleted row back (inside the caller's savepoint); a row that cannot be restored fails its rule checks. */
function restoreRow(backend: Backend, record: StoredRecord): void {
  try {
    insertRecordRow(backend, record);
  } catch {
    // e.g. a stale table: the checks below then find no row and send nothing for it
  }
}

function deliver(messages: Message[]): void {
  for (const { client, topic, data } of messages) client.send(topic, data);
}

/** Ends the streams bound to a deleted admin or auth record. */
export function disconnectClientsOf(backend: Backend, kind: "admin" | Collection, id: string): void {
  const key = kind === "admin" ? `admin:${id}` : `record:${kind.id}:${id}`;
  for (const client of backend.realtime.all()) if (identityKey(client.auth) === key) client.close();
}

/** Gives the clients bound to an updated auth record its fresh values (for later rule checks). */
function refreshClientsOf(backend: Backend, record: StoredRecord): void {
  const key = identityKey({ admin: null, record });
  for (const client of backend.realtime.all())
    if (identityKey(client.auth) === key) client.auth = { admin: null, record };
}

function report(err: unknown): void {
  // a failed push must never fail the write that already committed
  console.error(`pbdeck: realtime: ${err instanceof Error ? err.message : String(err)}`);
}

/** Pushes the create/update event of a committed save to every subscriber allowed to see it. */
export function publishRecordSaved(
  backend: Backend,
  action: "create" | "update",
  record: StoredRecord,
): void {
  try {
    if (record.collection.type === "auth" && action === "update") refreshClientsOf(backend, record);
    if (record.collection.type === "view" || backend.realtime.size === 0) return;
    deliver(buildMessages(backend, action, record));
  } catch (err) {
    report(err);
  }
}

/**
 * Pushes the delete events of a committed delete (the record and its cascade). The rules are
 * checked against the rows as they were: they are put back in a savepoint that is rolled back.
 */
export function publishRecordsDeleted(backend: Backend, records: StoredRecord[]): void {
  try {
    for (const record of records)
      if (record.collection.type === "auth")
        disconnectClientsOf(backend, record.collection, String(record.values.id));
    const clients = backend.realtime.all();
    const watched = records.filter(
      (record) =>
        record.collection.type !== "view" && clients.some((client) => isSubscribedTo(client, record)),
    );
    if (watched.length === 0) return;
    const messages: Message[] = [];
    const db = backend.db;
    db.exec("SAVEPOINT pbdeck_realtime_delete");
    try {
      for (const record of watched) restoreRow(backend, record);
      for (const record of watched) messages.push(...buildMessages(backend, "delete", record));
    } finally {
      db.exec("ROLLBACK TO pbdeck_realtime_delete");
      db.exec("RELEASE pbdeck_realtime_delete");
    }
    deliver(messages);
  } catch (err) {
    report(err);
  }
}
