/** @module The system fields PocketBase v0.23+ lists explicitly, as its v0.23 upgrade writes them. */
import { crc32 } from "./crc32.ts";

/** A field of a v0.23+ collection: the common keys plus its type's options at the top level. */
export interface FlatField {
  id: string;
  name: string;
  type: string;
  system: boolean;
  hidden: boolean;
  presentable: boolean;
  required?: boolean;
  [option: string]: unknown;
}

/**
 * The id PocketBase gives a system field: its type followed by the decimal CRC-32 (IEEE) of its
 * name, so that every collection's `id` field is `text3208210256`.
 * @example systemFieldId("autodate", "created") // "autodate2990389176"
 */
export function systemFieldId(type: string, name: string): string {
  return `${type}${crc32(name)}`;
}

/** The `id` field of every migrated collection (15 lowercase letters and digits, generated). */
export function idField(): FlatField {
  return {
    id: systemFieldId("text", "id"),
    name: "id",
    type: "text",
    system: true,
    hidden: false,
    presentable: false,
    required: true,
    primaryKey: true,
    min: 15,
    max: 15,
    pattern: "^[a-z0-9]+$",
    autogeneratePattern: "[a-z0-9]{15}",
  };
}

/** A view's `id` field as the server derives it from the query (no length, nothing generated). */
export function viewIdField(): FlatField {
  return { ...idField(), min: 0, max: 0, autogeneratePattern: "" };
}

/** The `created` (set on create) or `updated` (set on create and update) autodate field. */
export function autodateField(name: "created" | "updated"): FlatField {
  return {
    id: systemFieldId("autodate", name),
    name,
    type: "autodate",
    system: false,
    hidden: false,
    presentable: false,
    onCreate: true,
    onUpdate: name === "updated",
  };
}

/** What an auth collection's old options say about its system fields. */
export interface AuthFieldOptions {
  minPasswordLength: number;
  requireEmail: boolean;
  exceptEmailDomains: string[];
  onlyEmailDomains: string[];
}

/** The auth system fields in the order the upgrade puts them (right after `id`). */
export function authFields(options: AuthFieldOptions): FlatField[] {
  const flag = (name: string): FlatField => ({
    id: systemFieldId("bool", name),
    name,
    type: "bool",
    system: true,
    hidden: false,
    presentable: false,
    required: false,
  });
  return [
    {
      id: systemFieldId("password", "password"),
      name: "password",
      type: "password",
      system: true,
      hidden: true,
      presentable: false,
      required: true,
      pattern: "",
      min: options.minPasswordLength,
      max: 0,
      cost: 10, // bcrypt's default cost, the one the upgrade sets
    },
    {
      id: systemFieldId("text", "tokenKey"),
      name: "tokenKey",
      type: "text",
      system: true,
      hidden: true,
      presentable: false,
      required: true,
      primaryKey: false,
      min: 30,
      max: 60,
      pattern: "",
      autogeneratePattern: "[a-zA-Z0-9_]{50}",
    },
    {
      id: systemFieldId("email", "email"),
      name: "email",
      type: "email",
      system: true,
      hidden: false,
      presentable: false,
      required: options.requireEmail,
      exceptDomains: options.exceptEmailDomains,
      onlyDomains: options.onlyEmailDomains,
    },
    flag("emailVisibility"),
    flag("verified"),
    {
      id: systemFieldId("text", "username"),
      name: "username",
      type: "text",
      system: false, // an ordinary field from v0.23 on: new auth collections have none
      hidden: false,
      presentable: false,
      required: true,
      primaryKey: false,
      min: 3,
      max: 150,
      pattern: "^[\\w][\\w\\.\\-]*$",
      autogeneratePattern: "users[0-9]{6}",
    },
  ];
}

/** The unique indexes of an auth collection's system fields, as the upgrade names them. */
export function authIndexes(collectionId: string, name: string): string[] {
  return [
    `CREATE UNIQUE INDEX \`_${collectionId}_username_idx\` ON \`${name}\` (username COLLATE NOCASE)`,
    `CREATE UNIQUE INDEX \`_${collectionId}_email_idx\` ON \`${name}\` (\`email\`) WHERE \`email\` != ''`,
    `CREATE UNIQUE INDEX \`_${collectionId}_tokenKey_idx\` ON \`${name}\` (\`tokenKey\`)`,
  ];
}
