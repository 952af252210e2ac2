/** @module Per-compilation state: bound values, fresh aliases and the joins of the row expansion. */
import type { SQLInputValue } from "node:sqlite";
import { quoteId } from "../db/connection.ts";
import type { SqlFragment } from "./types.ts";

/** A LEFT JOIN registered for the row expansion of one EXISTS, keyed by its path. */
export interface RegisteredJoin {
  key: string;
  clause: string;
}

const placeholderPattern = /\{:(p\d+)\}/g;

/** Collects what one filter or sort compilation needs; SQL text uses `{:pN}` until `finish`. */
export class CompileState {
  readonly outerAlias: string;
  readonly joins = new Map<string, RegisteredJoin>();
  readonly #aliases = new Map<string, string>();
  readonly #values = new Map<string, SQLInputValue>();
  #aliasCount = 0;

  constructor(outerAlias: string) {
    this.outerAlias = outerAlias;
  }

  /** A placeholder for `value`; user text only ever reaches SQL through here. */
  bind(value: SQLInputValue): string {
    const name = `p${this.#values.size}`;
    this.#values.set(name, value);
    return `{:${name}}`;
  }

  /** A quoted alias never used before in this compilation. */
  freshAlias(): string {
    this.#aliasCount++;
    return quoteId(`__pbf${this.#aliasCount}`);
  }

  /** The shared alias of a join path key (the same path used twice shares one join). */
  aliasFor(key: string): string {
    let alias = this.#aliases.get(key);
    if (!alias) {
      alias = this.freshAlias();
      this.#aliases.set(key, alias);
    }
    return alias;
  }

  /** Registers a join of the row expansion unless its key is known already. */
  registerJoin(key: string, clause: string): void {
    if (!this.joins.has(key)) this.joins.set(key, { key, clause });
  }

  /** Turns placeholders into positional `?` parameters, in text order. */
  finish(sql: string): SqlFragment {
    const params: SQLInputValue[] = [];
    const text = sql.replace(placeholderPattern, (_, name: string) => {
      params.push(this.#values.get(name) ?? null);
      return "?";
    });
    return { sql: text, params };
  }
}
