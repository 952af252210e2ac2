/** @module Which columns a view's SELECT returns, read from its text (no database at hand). */

/** The top-level select list of a query: the text between its first SELECT and its FROM. */
function selectList(query: string): string {
  const start = /^\s*(?:with\b[\s\S]*?\)\s*)?select\s+(?:distinct\s+|all\s+)?/i.exec(query);
  let text = start ? query.slice(start[0].length) : query;
  let depth = 0;
  let quote = "";
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (quote) {
      if (char === quote) quote = "";
    } else if (char === "'" || char === '"' || char === "`") quote = char;
    else if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (depth === 0 && /^from\b/i.test(text.slice(at)) && /\W/.test(text[at - 1] ?? " ")) {
      text = text.slice(0, at);
      break;
    }
  }
  return text;
}

/** The items of a select list, split at its top-level commas. */
function splitItems(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quote = "";
  let current = "";
  for (const char of list) {
    if (quote) {
      if (char === quote) quote = "";
    } else if (char === "'" || char === '"' || char === "`") quote = char;
    else if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (char === "," && depth === 0) {
      items.push(current);
      current = "";
      continue;
    }
    current += char;
  }
  items.push(current);
  return items.map((item) => item.trim()).filter(Boolean);
}

const unquote = (name: string) => name.replace(/^["`[]|["`\]]$/g, "");

/**
 * The output names of a view query's columns, lowercase (`t.created` → `created`,
 * `x AS "Updated"` → `updated`); `*` stands for a star item (`*` or `t.*`), whose columns are
 * unknown without the database.
 * @example viewColumns("select id, created from posts") // ["id", "created"]
 */
export function viewColumns(query: string): string[] {
  return splitItems(selectList(query)).map((item) => {
    if (/(^|\.)\*$/.test(item)) return "*";
    const alias = /\s(?:as\s+)?([A-Za-z_][\w]*|"[^"]+"|`[^`]+`|\[[^\]]+\])$/i.exec(item);
    if (alias && !/^[\w.]+$/.test(item)) return unquote(alias[1]).toLowerCase();
    const last = item.split(".").pop() ?? item;
    return unquote(last).toLowerCase();
  });
}
