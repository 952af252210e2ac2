/** @module Loading and saving the settings row of `_params` (plain JSON or AES-GCM encrypted). */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { nowDateTime } from "../../../shared/dates.ts";
import { goJson } from "../../lib/go-json.ts";
import { newId } from "../../lib/random.ts";
import { defaultSettings, mergeSettings, type Settings } from "./settings-defaults.ts";

/**
 * Reads the settings row merged over defaults; writes defaults when the row is missing.
 * @throws Error "missing or invalid encryption key" when the row is encrypted and the key does not open it.
 */
export function loadSettings(db: DatabaseSync, encryptionKey?: string): Settings {
  const row = db.prepare("SELECT value FROM _params WHERE key = 'settings'").get() as
    | { value: string | null }
    | undefined;
  const defaults = defaultSettings();
  if (!row) {
    saveSettings(db, defaults, encryptionKey);
    return defaults;
  }
  return mergeSettings(defaults, decodeSettings(String(row.value ?? "{}"), encryptionKey));
}

function decodeSettings(value: string, encryptionKey?: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    if (!encryptionKey) throw new Error("missing or invalid encryption key");
    try {
      const raw = Buffer.from(value, "base64");
      const decipher = createDecipheriv(
        cipherFor(encryptionKey),
        Buffer.from(encryptionKey),
        raw.subarray(0, 12),
      );
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      const plain = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]);
      return JSON.parse(plain.toString("utf8"));
    } catch {
      throw new Error("missing or invalid encryption key");
    }
  }
}

function cipherFor(key: string): "aes-128-gcm" | "aes-192-gcm" | "aes-256-gcm" {
  const bits = Buffer.byteLength(key) * 8;
  if (bits === 128 || bits === 192 || bits === 256) return `aes-${bits}-gcm` as const;
  throw new Error("missing or invalid encryption key");
}

/** Writes the whole settings object to the settings row (encrypted when a key is given). */
export function saveSettings(db: DatabaseSync, settings: Settings, encryptionKey?: string): void {
  let value = goJson(settings);
  if (encryptionKey) {
    const nonce = randomBytes(12);
    const cipher = createCipheriv(cipherFor(encryptionKey), Buffer.from(encryptionKey), nonce);
    const sealed = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
    value = Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString("base64");
  }
  const now = nowDateTime();
  const updated = db
    .prepare("UPDATE _params SET value = ?, updated = ? WHERE key = 'settings'")
    .run(value, now);
  if (updated.changes === 0) {
    db.prepare("INSERT INTO _params (id, key, value, created, updated) VALUES (?, 'settings', ?, ?, ?)").run(
      newId(),
      value,
      now,
      now,
    );
  }
}
