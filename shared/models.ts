/** @module Typed shapes of the PocketBase v0.18 API, shared by every part of pbdeck. */

export type CollectionType = "base" | "auth" | "view";

export type FieldType =
  | "text"
  | "number"
  | "bool"
  | "email"
  | "url"
  | "editor"
  | "date"
  | "select"
  | "json"
  | "file"
  | "relation";

/** The field types a PocketBase v0.18 backend accepts. */
export const FIELD_TYPES: readonly FieldType[] = [
  "text",
  "number",
  "bool",
  "email",
  "url",
  "editor",
  "date",
  "select",
  "json",
  "file",
  "relation",
];

export interface TextOptions {
  min: number | null;
  max: number | null;
  pattern: string;
}
export interface NumberOptions {
  min: number | null;
  max: number | null;
  noDecimal: boolean;
}
export type BoolOptions = Record<string, never>;
export interface DomainOptions {
  exceptDomains: string[] | null;
  onlyDomains: string[] | null;
}
export interface EditorOptions {
  convertUrls: boolean;
}
export interface DateOptions {
  min: string;
  max: string;
}
export interface SelectOptions {
  maxSelect: number;
  values: string[];
}
export type JsonOptions = Record<string, never>;
export interface FileOptions {
  maxSelect: number;
  maxSize: number;
  mimeTypes: string[] | null;
  thumbs: string[] | null;
  protected: boolean;
}
export interface RelationOptions {
  collectionId: string;
  cascadeDelete: boolean;
  minSelect: number | null;
  maxSelect: number | null;
  displayFields: string[] | null;
}

/** Options per field type. */
export interface FieldOptionsByType {
  text: TextOptions;
  number: NumberOptions;
  bool: BoolOptions;
  email: DomainOptions;
  url: DomainOptions;
  editor: EditorOptions;
  date: DateOptions;
  select: SelectOptions;
  json: JsonOptions;
  file: FileOptions;
  relation: RelationOptions;
}

interface SchemaFieldBase<T extends FieldType> {
  system: boolean;
  id: string;
  name: string;
  type: T;
  required: boolean;
  presentable: boolean;
  unique: boolean;
  options: FieldOptionsByType[T];
}

/** A schema field, discriminated by `type` so that `options` is typed per field type. */
export type SchemaField = { [T in FieldType]: SchemaFieldBase<T> }[FieldType];

/** A schema field of one given type. */
export type SchemaFieldOf<T extends FieldType> = SchemaFieldBase<T>;

export interface AuthCollectionOptions {
  allowEmailAuth: boolean;
  allowOAuth2Auth: boolean;
  allowUsernameAuth: boolean;
  exceptEmailDomains: string[] | null;
  manageRule: string | null;
  minPasswordLength: number;
  onlyEmailDomains: string[] | null;
  requireEmail: boolean;
}
export interface ViewCollectionOptions {
  query: string;
}
export type BaseCollectionOptions = Record<string, never>;

export interface CollectionOptionsByType {
  base: BaseCollectionOptions;
  auth: AuthCollectionOptions;
  view: ViewCollectionOptions;
}

interface CollectionBase<T extends CollectionType> {
  id: string;
  created: string;
  updated: string;
  name: string;
  type: T;
  system: boolean;
  schema: SchemaField[];
  indexes: string[];
  listRule: string | null;
  viewRule: string | null;
  createRule: string | null;
  updateRule: string | null;
  deleteRule: string | null;
  options: CollectionOptionsByType[T];
}

/** A collection, discriminated by `type` so that `options` is typed per collection type. */
export type Collection = { [T in CollectionType]: CollectionBase<T> }[CollectionType];
export type CollectionOf<T extends CollectionType> = CollectionBase<T>;

export interface Admin {
  id: string;
  created: string;
  updated: string;
  avatar: number;
  email: string;
}

/** A record as the API returns it: system keys plus one key per schema field. */
export interface RecordModel {
  id: string;
  collectionId: string;
  collectionName: string;
  created?: string;
  updated?: string;
  expand?: Record<string, RecordModel | RecordModel[]>;
  [field: string]: unknown;
}

export interface ExternalAuth {
  id: string;
  created: string;
  updated: string;
  collectionId: string;
  recordId: string;
  provider: string;
  providerId: string;
}

export interface ListResult<T> {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: T[];
}

/** The `{code, message}` leaf of a validation error. */
export interface FieldError {
  code: string;
  message: string;
}

/** Per-field validation errors, possibly nested (`schema.0.name`). */
export interface FieldErrors {
  [key: string]: FieldError | FieldErrors;
}

/** The PocketBase error envelope. */
export interface ErrorEnvelope {
  code: number;
  message: string;
  data: FieldErrors;
}
