/**
 * @module The migration API as JavaScript source that runs inside the migration's own `node:vm`
 * context: `migrate`, `Dao`, `Collection`, `Schema`, `SchemaField`, `unmarshal` and `db.newQuery`.
 * It is text, not a host function, so that every object a migration touches belongs to the
 * sandbox's realm; the only way out is the `bridge` it is handed, which takes and returns JSON
 * strings (a host object or error handed in would open the host's `Function` to the migration).
 */

/** Evaluates to `function (bridge, provided) { ...; return { count, run } }`. */
export const SANDBOX_API_SOURCE = `(function (bridge, provided) {
  "use strict";
  const notProvided = (name) =>
    new Error(name + " is not provided by pbdeck's embedded backend (migrations may use " + provided + ")");
  const call = (op, ...args) => {
    const answer = JSON.parse(bridge(op, JSON.stringify(args)));
    if (answer.error !== undefined) throw new Error(answer.error);
    return answer.result;
  };
  const clone = (value) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
  // reading a name the API lacks throws, naming it (a typo or a PocketBase API pbdeck does not run)
  const strict = (owner, target) =>
    new Proxy(target, {
      get(t, prop, receiver) {
        if (typeof prop === "symbol" || prop in t || prop === "then" || prop === "toJSON") {
          return Reflect.get(t, prop, receiver);
        }
        throw notProvided(owner + "." + String(prop));
      },
    });
  const randomId = (length) => {
    const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
    let out = "";
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(Math.random() * alphabet.length)];
    return out;
  };

  const FIELD_KEYS = ["system", "id", "name", "type", "required", "presentable", "unique", "options"];
  class SchemaField {
    constructor(data) {
      const raw = clone(data) || {};
      this.system = raw.system === true;
      this.id = typeof raw.id === "string" ? raw.id : "";
      this.name = typeof raw.name === "string" ? raw.name : "";
      this.type = typeof raw.type === "string" ? raw.type : "";
      this.required = raw.required === true;
      this.presentable = raw.presentable === true;
      this.unique = raw.unique === true;
      this.options = raw.options && typeof raw.options === "object" ? raw.options : {};
    }
    toJSON() {
      const out = {};
      for (const key of FIELD_KEYS) out[key] = this[key];
      return out;
    }
  }
  const asField = (field) => (field instanceof SchemaField ? field : new SchemaField(field));

  class Schema {
    constructor(fields) {
      this._fields = (Array.isArray(fields) ? fields : []).map(asField);
    }
    fields() {
      return this._fields;
    }
    addField(field) {
      const next = asField(field);
      if (!next.id) next.id = randomId(8);
      const at = this._fields.findIndex((f) => f.id === next.id);
      if (at >= 0) this._fields[at] = next;
      else this._fields.push(next);
    }
    removeField(id) {
      this._fields = this._fields.filter((f) => f.id !== id);
    }
    getFieldById(id) {
      return this._fields.find((f) => f.id === id) || null;
    }
    getFieldByName(name) {
      return this._fields.find((f) => f.name === name) || null;
    }
    toJSON() {
      return this._fields.map((f) => f.toJSON());
    }
  }

  const COLLECTION_KEYS = ["id", "created", "updated", "name", "type", "system", "schema", "indexes",
    "listRule", "viewRule", "createRule", "updateRule", "deleteRule", "options"];
  const RULES = ["listRule", "viewRule", "createRule", "updateRule", "deleteRule"];
  const loadCollection = (target, data) => {
    const raw = clone(data) || {};
    for (const key of ["id", "created", "updated", "name", "type"]) {
      if (typeof raw[key] === "string") target[key] = raw[key];
    }
    if (typeof raw.system === "boolean") target.system = raw.system;
    if ("schema" in raw) target.schema = new Schema(raw.schema);
    if (Array.isArray(raw.indexes)) target.indexes = raw.indexes;
    for (const rule of RULES) if (rule in raw) target[rule] = typeof raw[rule] === "string" ? raw[rule] : null;
    if (raw.options && typeof raw.options === "object") target.options = raw.options;
  };
  class Collection {
    constructor(data) {
      this.id = "";
      this.created = "";
      this.updated = "";
      this.name = "";
      this.type = "";
      this.system = false;
      this.schema = new Schema([]);
      this.indexes = [];
      for (const rule of RULES) this[rule] = null;
      this.options = {};
      loadCollection(this, data);
    }
    isBase() {
      return this.type === "base" || this.type === "";
    }
    isAuth() {
      return this.type === "auth";
    }
    isView() {
      return this.type === "view";
    }
    tableName() {
      return "_collections";
    }
    toJSON() {
      const out = {};
      for (const key of COLLECTION_KEYS) out[key] = this[key];
      if (!(out.schema instanceof Schema)) out.schema = new Schema(out.schema);
      return clone(out);
    }
  }

  function unmarshal(data, target) {
    if (target instanceof Collection) loadCollection(target, data);
    else if (target instanceof SchemaField) Object.assign(target, new SchemaField({ ...target.toJSON(), ...clone(data) }));
    else if (target && typeof target === "object") Object.assign(target, clone(data));
    else throw new Error("unmarshal(data, target): target must be an object");
  }

  const DB_MARK = Symbol("db");
  const newDb = () => {
    const db = {
      newQuery(sql) {
        if (typeof sql !== "string") throw new Error("db.newQuery(sql): sql must be a string");
        let params = null;
        const query = {
          bind(values) {
            params = clone(values) || {};
            return strict("query", query);
          },
          execute() {
            call("exec", sql, params);
          },
        };
        return strict("query", query);
      },
    };
    db[DB_MARK] = true;
    return strict("db", db);
  };

  function Dao(db) {
    if (!new.target) return new Dao(db);
    if (!db || db[DB_MARK] !== true) throw new Error("Dao(db) needs the db handed to the migration");
    this.findCollectionByNameOrId = (nameOrId) => new Collection(call("find", String(nameOrId)));
    this.saveCollection = (collection) => {
      if (!(collection instanceof Collection)) throw new Error("saveCollection(collection): not a Collection");
      loadCollection(collection, call("save", collection.toJSON()));
    };
    this.deleteCollection = (collection) => {
      if (!(collection instanceof Collection)) throw new Error("deleteCollection(collection): not a Collection");
      call("delete", collection.id);
    };
    this.importCollections = (collections, deleteMissing, beforeRecordsSync) => {
      if (beforeRecordsSync !== null && beforeRecordsSync !== undefined) {
        throw notProvided("importCollections' beforeRecordsSync callback");
      }
      const list = Array.from(collections || [], (c) => (c instanceof Collection ? c : new Collection(c)));
      call("import", list.map((c) => c.toJSON()), deleteMissing === true);
    };
    return strict("Dao", this);
  }

  const registered = [];
  function migrate(up, down) {
    if (typeof up !== "function") throw new Error("migrate(up, down): up must be a function");
    if (down !== undefined && down !== null && typeof down !== "function") {
      throw new Error("migrate(up, down): down must be a function");
    }
    registered.push({ up, down: down || null });
  }

  const globals = { migrate, Dao, Collection, Schema, SchemaField, unmarshal };
  for (const [name, value] of Object.entries(globals)) {
    Object.defineProperty(globalThis, name, { value, writable: false, enumerable: false });
  }
  return {
    count: () => registered.length,
    // a file may call migrate() more than once: up runs them in order, down in reverse
    run(direction) {
      const list = direction === "up" ? registered : [...registered].reverse();
      for (const migration of list) {
        const work = direction === "up" ? migration.up : migration.down;
        if (work) work(newDb());
      }
    },
  };
})`;
