/** @module Creates a fresh pb_data (the same tables, rows and migration marks as PocketBase v0.18.1). */
import type { DatabaseSync } from "node:sqlite";
import { nowDateTime } from "../../shared/dates.ts";
import { goJson } from "../lib/go-json.ts";
import { transaction } from "./connection.ts";
import { ensureLogsIndexes } from "./logs-indexes.ts";

/** PocketBase v0.18.1's own data.db migrations (v0.19 has the same). */
export const knownDataMigrations: readonly string[] = [
  "1640988000_init.go",
  "1673167670_multi_match_migrate.go",
  "1677152688_rename_authentik_to_oidc.go",
  "1679943780_normalize_single_multiple_values.go",
  "1679943781_add_indexes_column.go",
  "1685164450_check_fk.go",
  "1689579878_renormalize_single_multiple_values.go",
  "1690319366_reset_null_values.go",
  "1690454337_transform_relations_to_views.go",
  "1691747913_resave_views.go",
  "1692609521_copy_display_fields.go",
];
/** PocketBase v0.18.1's own logs.db migrations. */
export const knownLogsMigrations: readonly string[] = [
  "1640988000_init.go",
  "1660821103_add_user_ip_column.go",
  "1677760279_uppsercase_method.go",
];

const nowDefault = "(strftime('%Y-%m-%d %H:%M:%fZ'))";

const systemTablesSql = `
CREATE TABLE \`_admins\` (
  \`id\` TEXT PRIMARY KEY NOT NULL,
  \`avatar\` INTEGER DEFAULT 0 NOT NULL,
  \`email\` TEXT UNIQUE NOT NULL,
  \`tokenKey\` TEXT UNIQUE NOT NULL,
  \`passwordHash\` TEXT NOT NULL,
  \`lastResetSentAt\` TEXT DEFAULT "" NOT NULL,
  \`created\` TEXT DEFAULT ${nowDefault} NOT NULL,
  \`updated\` TEXT DEFAULT ${nowDefault} NOT NULL
);
CREATE TABLE \`_collections\` (
  \`id\` TEXT PRIMARY KEY NOT NULL,
  \`system\` BOOLEAN DEFAULT FALSE NOT NULL,
  \`type\` TEXT DEFAULT "base" NOT NULL,
  \`name\` TEXT UNIQUE NOT NULL,
  \`schema\` JSON DEFAULT "[]" NOT NULL,
  \`indexes\` JSON DEFAULT "[]" NOT NULL,
  \`listRule\` TEXT DEFAULT NULL,
  \`viewRule\` TEXT DEFAULT NULL,
  \`createRule\` TEXT DEFAULT NULL,
  \`updateRule\` TEXT DEFAULT NULL,
  \`deleteRule\` TEXT DEFAULT NULL,
  \`options\` JSON DEFAULT "{}" NOT NULL,
  \`created\` TEXT DEFAULT ${nowDefault} NOT NULL,
  \`updated\` TEXT DEFAULT ${nowDefault} NOT NULL
);
CREATE TABLE \`_params\` (
  \`id\` TEXT PRIMARY KEY NOT NULL,
  \`key\` TEXT UNIQUE NOT NULL,
  \`value\` JSON DEFAULT NULL,
  \`created\` TEXT DEFAULT "" NOT NULL,
  \`updated\` TEXT DEFAULT "" NOT NULL
);
CREATE TABLE \`_externalAuths\` (
  \`id\` TEXT PRIMARY KEY NOT NULL,
  \`collectionId\` TEXT NOT NULL,
  \`recordId\` TEXT NOT NULL,
  \`provider\` TEXT NOT NULL,
  \`providerId\` TEXT NOT NULL,
  \`created\` TEXT DEFAULT ${nowDefault} NOT NULL,
  \`updated\` TEXT DEFAULT ${nowDefault} NOT NULL,
  ---
  FOREIGN KEY (\`collectionId\`) REFERENCES \`_collections\` (\`id\`) ON UPDATE CASCADE ON DELETE CASCADE
);
CREATE UNIQUE INDEX _externalAuths_record_provider_idx on \`_externalAuths\` (\`collectionId\`, \`recordId\`, \`provider\`);
CREATE UNIQUE INDEX _externalAuths_provider_providerId_idx on \`_externalAuths\` (\`provider\`, \`providerId\`);
`;

const usersTableSql = `
CREATE TABLE \`users\` (\`avatar\` TEXT DEFAULT '' NOT NULL, \`created\` TEXT DEFAULT ${nowDefault} NOT NULL, \`email\` TEXT DEFAULT '' NOT NULL, \`emailVisibility\` BOOLEAN DEFAULT FALSE NOT NULL, \`id\` TEXT PRIMARY KEY DEFAULT ('r'||lower(hex(randomblob(7)))) NOT NULL, \`lastResetSentAt\` TEXT DEFAULT '' NOT NULL, \`lastVerificationSentAt\` TEXT DEFAULT '' NOT NULL, \`name\` TEXT DEFAULT '' NOT NULL, \`passwordHash\` TEXT NOT NULL, \`tokenKey\` TEXT NOT NULL, \`updated\` TEXT DEFAULT ${nowDefault} NOT NULL, \`username\` TEXT NOT NULL, \`verified\` BOOLEAN DEFAULT FALSE NOT NULL);
CREATE UNIQUE INDEX __pb_users_auth__username_idx ON \`users\` (\`username\`);
CREATE UNIQUE INDEX __pb_users_auth__email_idx ON \`users\` (\`email\`) WHERE \`email\` != '';
CREATE UNIQUE INDEX __pb_users_auth__tokenKey_idx ON \`users\` (\`tokenKey\`);
`;

const usersSchema = [
  {
    system: false,
    id: "users_name",
    name: "name",
    type: "text",
    required: false,
    presentable: false,
    unique: false,
    options: { min: null, max: null, pattern: "" },
  },
  {
    system: false,
    id: "users_avatar",
    name: "avatar",
    type: "file",
    required: false,
    presentable: false,
    unique: false,
    options: {
      maxSelect: 1,
      maxSize: 5242880,
      mimeTypes: ["image/jpeg", "image/png", "image/svg+xml", "image/gif", "image/webp"],
      thumbs: null,
      protected: false,
    },
  },
];

const usersOptions =
  '{"allowEmailAuth":true,"allowOAuth2Auth":true,"allowUsernameAuth":true,"exceptEmailDomains":null,"manageRule":null,"minPasswordLength":8,"onlyEmailDomains":null,"requireEmail":false}';

const logsTablesSql = `
CREATE TABLE \`_requests\` (
  \`id\` TEXT PRIMARY KEY NOT NULL,
  \`url\` TEXT DEFAULT "" NOT NULL,
  \`method\` TEXT DEFAULT "get" NOT NULL,
  \`status\` INTEGER DEFAULT 200 NOT NULL,
  \`auth\` TEXT DEFAULT "guest" NOT NULL,
  \`remoteIp\` TEXT DEFAULT "127.0.0.1" NOT NULL,
  \`referer\` TEXT DEFAULT "" NOT NULL,
  \`userAgent\` TEXT DEFAULT "" NOT NULL,
  \`meta\` JSON DEFAULT "{}" NOT NULL,
  \`created\` TEXT DEFAULT ${nowDefault} NOT NULL,
  \`updated\` TEXT DEFAULT ${nowDefault} NOT NULL,
  \`userIp\` TEXT DEFAULT "127.0.0.1" NOT NULL
);
CREATE INDEX _request_status_idx on \`_requests\` (\`status\`);
CREATE INDEX _request_auth_idx on \`_requests\` (\`auth\`);
CREATE INDEX _request_created_hour_idx on \`_requests\` (strftime('%Y-%m-%d %H:00:00', \`created\`));
CREATE INDEX \`_request_remote_ip_idx\` ON \`_requests\` (\`remoteIp\`);
CREATE INDEX \`_request_user_ip_idx\` ON \`_requests\` (\`userIp\`);
`;

function hasTable(db: DatabaseSync, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
}

function markMigrations(db: DatabaseSync, files: readonly string[]): void {
  const applied = Date.now() * 1000; // PocketBase records microseconds
  const insert = db.prepare("INSERT OR IGNORE INTO _migrations (file, applied) VALUES (?, ?)");
  for (const file of files) insert.run(file, applied);
}

/** Creates the system tables, the users collection and the migration marks when data.db is new. */
export function bootstrapDataDb(db: DatabaseSync): void {
  if (hasTable(db, "_collections")) return;
  transaction(db, () => {
    db.exec(
      "CREATE TABLE IF NOT EXISTS `_migrations` (file VARCHAR(255) PRIMARY KEY NOT NULL, applied INTEGER NOT NULL)",
    );
    db.exec(systemTablesSql);
    db.exec(usersTableSql);
    const now = nowDateTime();
    db.prepare(
      "INSERT INTO _collections (id, system, type, name, schema, indexes, listRule, viewRule, createRule, updateRule, deleteRule, options, created, updated) VALUES (?, 0, 'auth', 'users', ?, '[]', ?, ?, '', ?, ?, ?, ?, ?)",
    ).run(
      "_pb_users_auth_",
      goJson(usersSchema),
      "id = @request.auth.id",
      "id = @request.auth.id",
      "id = @request.auth.id",
      "id = @request.auth.id",
      usersOptions,
      now,
      now,
    );
    markMigrations(db, knownDataMigrations);
  });
}

/** Creates `_requests` and the migration marks when logs.db is new; adds pbdeck's stats index to any. */
export function bootstrapLogsDb(db: DatabaseSync): void {
  if (!hasTable(db, "_requests")) {
    transaction(db, () => {
      db.exec(
        "CREATE TABLE IF NOT EXISTS `_migrations` (file VARCHAR(255) PRIMARY KEY NOT NULL, applied INTEGER NOT NULL)",
      );
      db.exec(logsTablesSql);
      markMigrations(db, knownLogsMigrations);
    });
  }
  ensureLogsIndexes(db);
}
