/**
 * A generated schema of many collections linked by relation fields (50 and 80 by default), for
 * the rules overview and relations diagram checks at size. Deterministic: same input, same schema.
 */
import { exportedCollection } from "./collection-builder.ts";

const rulesCycle: (string | null)[] = [null, "", "@request.auth.id != ''", null, ""];

export function bigSchemaId(index: number): string {
  return `bigs${String(index).padStart(11, "0")}`;
}

/** `count` base collections `big_00`…, with `relations` relation fields spread over them (no self links). */
export function bigSchema(count = 50, relations = 80) {
  const fields: Array<Array<Record<string, unknown>>> = Array.from({ length: count }, () => []);
  for (let r = 0; r < relations; r++) {
    const from = r % count;
    let to = (r * 7 + 3 + Math.floor(r / count)) % count;
    if (to === from) to = (to + 1) % count;
    fields[from].push({
      system: false,
      id: `rel${String(r).padStart(5, "0")}`,
      name: `rel_${r}`,
      type: "relation",
      required: false,
      presentable: false,
      unique: false,
      options: {
        collectionId: bigSchemaId(to),
        cascadeDelete: r % 3 === 0,
        minSelect: null,
        maxSelect: r % 2 === 0 ? 1 : null,
        displayFields: null,
      },
    });
  }
  return fields.map((relationFields, i) => {
    const base = exportedCollection(bigSchemaId(i), `big_${String(i).padStart(2, "0")}`, [
      [`title${String(i).padStart(5, "0")}`, "title", "text"],
    ]);
    return {
      ...base,
      schema: [...base.schema, ...relationFields],
      listRule: rulesCycle[i % 5],
      viewRule: rulesCycle[(i + 2) % 5],
      createRule: "@request.auth.id != ''",
      updateRule: null,
      deleteRule: null,
    };
  });
}
