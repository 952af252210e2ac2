/** @module The collection panel's draft: creation defaults, type switches, renames and the save payload. */
import type {
  AuthCollectionOptions,
  Collection,
  CollectionType,
  SchemaField,
  ViewCollectionOptions,
} from "../../../../shared/models.ts";
import { effectiveIndexes, regenerateIndexNames, renameIndexesTable } from "./collection-indexes.ts";
import { serverCollectionBody } from "./collection-v023.ts";

/** A schema field being edited: `key` is a stable client id (the field id, or random for new fields). */
export type DraftField = SchemaField & {
  key: string;
  /** Marked for removal on save (saved fields only). */
  toDelete?: boolean;
  /** The saved name, to report renames and restore on Restore. */
  originalName?: string;
  /** Client-side only: required fields are never nullable. */
  nullable?: boolean;
  /** v0.23+: hidden from non-superusers. */
  hidden?: boolean;
  /** v0.37+: a help text shown under the field's input. */
  help?: string;
  /** v0.23+: the field as the server sent it (the save keeps what the form does not show). */
  raw?: Record<string, unknown>;
};

export type DraftOptions = Partial<AuthCollectionOptions> & Partial<ViewCollectionOptions>;

export interface DraftCollection {
  id: string;
  created: string;
  updated: string;
  name: string;
  /** The saved name ("" for a new collection). */
  originalName: string;
  type: CollectionType;
  system: boolean;
  schema: DraftField[];
  indexes: string[];
  listRule: string | null;
  viewRule: string | null;
  createRule: string | null;
  updateRule: string | null;
  deleteRule: string | null;
  options: DraftOptions;
  /**
   * v0.23+ (`fields` model) only: the collection as the server sent it (a scaffold for a new one);
   * the save body is built on it. Absent on v0.18–v0.22.
   */
  raw?: Record<string, unknown>;
}

export const RULE_KEYS = ["listRule", "viewRule", "createRule", "updateRule", "deleteRule"] as const;
export type RuleKey = (typeof RULE_KEYS)[number];

/** Options of a new auth collection: email, username and OAuth2 sign-in on, passwords of 8+. */
export const DEFAULT_AUTH_OPTIONS: AuthCollectionOptions = {
  allowEmailAuth: true,
  allowOAuth2Auth: true,
  allowUsernameAuth: true,
  exceptEmailDomains: null,
  manageRule: null,
  minPasswordLength: 8,
  onlyEmailDomains: null,
  requireEmail: false,
};

/** Password length limits of auth collections. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 72;

/** A random client key for new fields. */
export function randomKey(length = 10): string {
  const chars = "abcdefghijklmnopqrstuvwxyz0123456789";
  let out = "";
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  for (const b of bytes) out += chars[b % chars.length];
  return out;
}

/** A name as typed, made safe for a collection or field: spaces and dashes become `_`, other symbols go. */
export function slugifyName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\s-]+/g, "_")
    .replace(/[^\w]/g, "");
}

function optionsFor(type: CollectionType, current: DraftOptions = {}): DraftOptions {
  if (type === "auth")
    return { ...DEFAULT_AUTH_OPTIONS, ...pick(current, Object.keys(DEFAULT_AUTH_OPTIONS)) };
  if (type === "view") return { query: current.query ?? "" };
  return {};
}

function pick(source: DraftOptions, keys: string[]): DraftOptions {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (key in source) out[key] = (source as Record<string, unknown>)[key];
  return out as DraftOptions;
}

/** A blank draft of a new collection of `type`. */
export function newDraft(type: CollectionType = "base"): DraftCollection {
  return {
    id: "",
    created: "",
    updated: "",
    name: "",
    originalName: "",
    type,
    system: false,
    schema: [],
    indexes: [],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: optionsFor(type),
  };
}

/** A field as the draft holds it. */
export function draftField(field: SchemaField): DraftField {
  return {
    ...structuredClone(field),
    key: field.id || randomKey(),
    originalName: field.id ? field.name : undefined,
  } as DraftField;
}

/** A draft of a saved collection. */
export function draftFromCollection(collection: Collection): DraftCollection {
  const copy = structuredClone(collection);
  return {
    ...copy,
    originalName: collection.id ? collection.name : "",
    schema: copy.schema.map(draftField),
    indexes: [...(copy.indexes ?? [])],
    options: { ...(copy.options as DraftOptions) },
  };
}

/** Switches the type of a new collection; a view has no create/update/delete rules and no indexes. */
export function changeType(draft: DraftCollection, type: CollectionType): DraftCollection {
  const next: DraftCollection = { ...draft, type, options: optionsFor(type, draft.options) };
  if (type === "view") {
    next.createRule = null;
    next.updateRule = null;
    next.deleteRule = null;
    next.indexes = [];
  }
  return next;
}

/** Renames the collection (slugified) and points every index at the new table. */
export function renameDraft(draft: DraftCollection, name: string): DraftCollection {
  const slug = slugifyName(name);
  return { ...draft, name: slug, indexes: renameIndexesTable(draft.indexes, slug) };
}

function fieldPayload(field: DraftField): SchemaField {
  const { key: _key, toDelete: _toDelete, originalName: _originalName, nullable: _nullable, ...rest } = field;
  const { hidden: _hidden, help: _help, raw: _raw, ...v018 } = rest;
  return v018 as SchemaField;
}

/** The body sent to create or update: the draft minus fields marked for deletion and client-only keys. */
export function collectionPayload(draft: DraftCollection): Record<string, unknown> {
  if (draft.raw) return serverCollectionBody(draft);
  const body: Record<string, unknown> = {
    name: draft.name,
    type: draft.type,
    schema: draft.type === "view" ? [] : draft.schema.filter((f) => !f.toDelete).map(fieldPayload),
    indexes: draft.type === "view" ? [] : effectiveIndexes(draft).map((index) => index.sql),
    listRule: draft.listRule,
    viewRule: draft.viewRule,
    createRule: draft.type === "view" ? null : draft.createRule,
    updateRule: draft.type === "view" ? null : draft.updateRule,
    deleteRule: draft.type === "view" ? null : draft.deleteRule,
    options: optionsFor(draft.type, draft.options),
  };
  if (draft.id) body.id = draft.id;
  return body;
}

/** Whether the draft differs from the saved collection (a new collection always counts as changed). */
export function isDraftChanged(saved: DraftCollection | null, draft: DraftCollection): boolean {
  if (!saved?.id) return true;
  return JSON.stringify(collectionPayload(saved)) !== JSON.stringify(collectionPayload(draft));
}

/**
 * A new-collection draft copying `source`: id and dates cleared, name suffixed `_duplicate`,
 * field ids cleared and index names regenerated for the new table.
 */
export function duplicateDraft(source: DraftCollection): DraftCollection {
  const name = `${source.name}_duplicate`;
  return {
    ...structuredClone(source),
    id: "",
    created: "",
    updated: "",
    system: false,
    name,
    originalName: "",
    schema: source.schema
      .filter((f) => !f.toDelete)
      .map(
        (f) => ({ ...structuredClone(f), id: "", key: randomKey(), originalName: undefined }) as DraftField,
      ),
    indexes: regenerateIndexNames(source.indexes, name),
  };
}

/** Whether the collection can be duplicated or deleted (saved and not a system one). */
export function canDuplicateOrDelete(draft: DraftCollection): boolean {
  return draft.originalName !== "" && !!draft.id && !draft.system;
}
