/** @module The `sort` parameter: comma list of `-desc`/`+asc` items and `@random` (data-model §5.11). */
import type { CompileState } from "./compile-state.ts";
import { FilterError } from "./errors.ts";
import type { IdentifierResolver } from "./filter-sql.ts";

/** Compiles a sort list to an ORDER BY body with `{:pN}` placeholders ("" for no sort). @throws FilterError */
export function compileSortText(state: CompileState, sort: string, resolve: IdentifierResolver): string {
  if (sort === "") return "";
  return sort
    .split(",")
    .map((rawItem) => {
      const item = rawItem.trim();
      const desc = item.startsWith("-");
      const name = desc ? item.slice(1) : item.startsWith("+") ? item.slice(1) : item;
      if (name === "@random") return "RANDOM()";
      let sql: string;
      try {
        const operand = resolve(name);
        // bound values and NULL sort nothing: PocketBase rejects them
        if (operand.bound || operand.sql.toUpperCase() === "NULL") throw new FilterError("not a column");
        if (operand.fresh) {
          // one row per value: order by the first value in that direction
          const chain = operand.fresh();
          const pick = desc ? "MAX" : "MIN";
          sql = `(SELECT ${pick}(${chain.value}) FROM (SELECT 1) ${state.freshAlias()} ${chain.joins})`;
        } else {
          sql = operand.sql;
        }
      } catch (err) {
        if (!(err instanceof FilterError)) throw err;
        throw new FilterError(`invalid sort field "${name}"`);
      }
      return `${sql} ${desc ? "DESC" : "ASC"}`;
    })
    .join(", ");
}
