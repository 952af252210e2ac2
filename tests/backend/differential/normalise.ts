/**
 * Makes the answers of two servers comparable: what must differ between two servers (tokens, the
 * moments things were created during the run, random ids and random file-name suffixes) becomes a
 * placeholder; everything else stays as answered.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** Ids the cases give explicitly start with this, so they are equal on both servers and kept. */
export const explicitIdPrefix = "zzdiff";

const tokenPattern = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const datePattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const recordIdPattern = /^[a-z0-9]{15}$/;
const fieldIdPattern = /^[a-z0-9]{8}$/;
const fileNamePattern = /^(.*)_([A-Za-z0-9]{10})\.([A-Za-z0-9]+)$/;

/** Field ids the cases give explicitly (registered by the tables), kept as they are. */
export const explicitFieldIds = new Set<string>();

/** What a base pb_data already holds: its ids and stored file names are kept as they are. */
export interface KnownData {
  ids: Set<string>;
  fileNames: Set<string>;
}

/** Reads the ids and stored file names of a pb_data. */
export function knownData(dataDir: string): KnownData {
  return { ids: dataIds(dataDir), fileNames: storedFileNames(dataDir) };
}

function dataIds(dataDir: string): Set<string> {
  const ids = new Set<string>();
  for (const file of ["data.db", "logs.db"]) {
    const db = new DatabaseSync(join(dataDir, file), { readOnly: true });
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type IN ('table','view')").all();
    for (const { name } of tables as Array<{ name: string }>) {
      const columns = db.prepare(`PRAGMA table_info("${name}")`).all() as Array<{ name: string }>;
      if (!columns.some((c) => c.name === "id")) continue;
      for (const row of db.prepare(`SELECT id FROM "${name}"`).all() as Array<{ id: unknown }>)
        ids.add(String(row.id));
    }
    if (file === "data.db") {
      for (const row of db.prepare("SELECT schema FROM _collections").all() as Array<{ schema: string }>)
        for (const field of JSON.parse(row.schema) as Array<{ id: string }>) ids.add(field.id);
    }
    db.close();
  }
  return ids;
}

function storedFileNames(dataDir: string): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      names.add(entry.name);
      if (entry.isDirectory()) walk(join(dir, entry.name));
    }
  };
  walk(join(dataDir, "storage"));
  return names;
}

/**
 * One server's normaliser: it keeps its own maps of generated ids and file suffixes, numbered in
 * order of first appearance, so both servers' answers match when they generate in the same order.
 * `since` is when the group's servers started: dates from then on are the run's, not the fixture's.
 */
export class Normaliser {
  private readonly ids = new Map<string, string>();
  private readonly suffixes = new Map<string, string>();
  private readonly sinceText: string;

  private readonly known: KnownData;

  constructor(since: Date, known: KnownData) {
    this.known = known;
    this.sinceText = since.toISOString().replace("T", " ");
  }

  normalise(value: unknown, key = ""): unknown {
    if (typeof value === "string") return this.text(value, key);
    if (Array.isArray(value)) return value.map((item) => this.normalise(item, key));
    if (value && typeof value === "object") {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = this.normalise(v, k);
      return out;
    }
    return value;
  }

  /** A generated id's placeholder (also for ids read from answers to build later requests). */
  id(value: string): string {
    let placeholder = this.ids.get(value);
    if (!placeholder) {
      placeholder = `<id:${this.ids.size + 1}>`;
      this.ids.set(value, placeholder);
    }
    return placeholder;
  }

  private text(value: string, key: string): string {
    if (datePattern.test(value)) return value >= this.sinceText ? "<date>" : value;
    const withoutTokens = value.replace(tokenPattern, "<token>");
    if (withoutTokens.includes("/"))
      return withoutTokens
        .split(/([/?&=])/)
        .map((part) => this.word(part, key))
        .join("");
    return this.word(withoutTokens, key);
  }

  private word(value: string, key: string): string {
    if (recordIdPattern.test(value) && !this.known.ids.has(value) && !value.startsWith(explicitIdPrefix))
      return this.id(value);
    if (
      key === "id" &&
      fieldIdPattern.test(value) &&
      !this.known.ids.has(value) &&
      !explicitFieldIds.has(value)
    )
      return this.id(value);
    const file = fileNamePattern.exec(value);
    if (file && !this.known.fileNames.has(value)) {
      let placeholder = this.suffixes.get(file[2]);
      if (!placeholder) {
        placeholder = `<suffix:${this.suffixes.size + 1}>`;
        this.suffixes.set(file[2], placeholder);
      }
      return `${file[1]}_${placeholder}.${file[3]}`;
    }
    return value;
  }
}
