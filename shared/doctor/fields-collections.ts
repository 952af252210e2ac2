/**
 * @module PocketBase v0.23+ collections (flat `fields`, auth options at the top level) read as the
 * v0.18 shape the rules and scale checks know: only what they look at is carried over (rules, the
 * fields' names and file protection, the auth options that decide sign-in by email and verification).
 * The v0.23-only settings (MFA, OTP, token durations) are checked on the raw collection
 * (auth-collection-checks.ts).
 */
import type { Collection } from "../models.ts";
import { DATE_FIELDS } from "../records/record-date-fields.ts";

/** The parts of a v0.23+ collection the doctor reads (the API sends more). */
export interface FieldsCollection {
  id: string;
  name: string;
  type: "base" | "auth" | "view";
  system: boolean;
  fields: Array<{ name: string; type: string; system?: boolean; protected?: boolean }>;
  indexes: string[];
  listRule: string | null;
  viewRule: string | null;
  createRule: string | null;
  updateRule: string | null;
  deleteRule: string | null;
  authRule?: string | null;
  manageRule?: string | null;
  passwordAuth?: { enabled: boolean; identityFields: string[] };
  mfa?: { enabled: boolean; duration: number; rule: string };
  otp?: { enabled: boolean; duration: number };
  authAlert?: { enabled: boolean };
  authToken?: { duration: number };
}

/** Whether a collection came from a v0.23+ server (it has `fields`, no `schema`). */
export function isFieldsCollection(collection: object): collection is FieldsCollection {
  return Array.isArray((collection as { fields?: unknown }).fields);
}

/**
 * `collection` in the v0.18 shape the checks read. The auth collection's `authRule` is kept in its
 * options: a rule demanding `verified` there is what v0.18's onlyVerified became.
 */
export function asCheckedCollection(collection: FieldsCollection): Collection {
  const schema = collection.fields
    // the system fields of v0.18 were implicit; the checks add them by collection type
    .filter((field) => !field.system)
    .map((field) => ({
      system: false,
      id: field.name,
      name: field.name,
      type: field.type,
      required: false,
      presentable: false,
      unique: false,
      options: field.type === "file" ? { protected: field.protected === true } : {},
    }));
  const password = collection.passwordAuth;
  const options =
    collection.type === "auth"
      ? {
          manageRule: collection.manageRule ?? null,
          authRule: collection.authRule ?? null,
          allowEmailAuth: password?.enabled === true && password.identityFields.includes("email"),
        }
      : {};
  return {
    id: collection.id,
    created: "",
    updated: "",
    name: collection.name,
    type: collection.type,
    system: collection.system,
    schema,
    indexes: collection.indexes ?? [],
    listRule: collection.listRule,
    viewRule: collection.viewRule,
    createRule: collection.createRule,
    updateRule: collection.updateRule,
    deleteRule: collection.deleteRule,
    options,
    // the dates it really has: the scale check's default sort
    dates: DATE_FIELDS.filter((name) => collection.fields.some((field) => field.name === name)),
  } as unknown as Collection;
}
