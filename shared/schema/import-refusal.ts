/**
 * @module A refused collections import as readable lines: the server answers 400 with a validation
 * tree per collection (`Data validations failed for collection "x" (id): {"fields":{"2":{...}}}`),
 * here named by collection and field (`collection "posts", field "title" (max): must be ...`).
 */

type Loose = Record<string, unknown>;

interface Leaf {
  path: string[];
  message: string;
}

/** Every `{message}` (or string) leaf of an error's `data` tree, with its path. */
function leaves(tree: unknown, path: string[] = []): Leaf[] {
  if (typeof tree === "string") return [{ path, message: tree }];
  if (!tree || typeof tree !== "object") return [];
  const message = (tree as Loose).message;
  if (typeof message === "string") return [{ path, message }];
  return Object.entries(tree as Loose).flatMap(([key, value]) => leaves(value, [...path, key]));
}

const VALIDATION = /collection "([^"]+)"[^:\n]*:\s*(\{[\s\S]*\})\.?\s*$/;

/** `collection "x", field "y" (prop): message` for a field; `collection "x", path: message` otherwise. */
function describeLeaf(name: string, leaf: Leaf, payload: readonly object[]): string {
  const [first, second, ...rest] = leaf.path;
  const collection = (payload as readonly Loose[]).find((c) => c.name === name);
  if ((first === "schema" || first === "fields") && second !== undefined) {
    // v0.23+ names the flat `fields` list where older servers name `schema`
    const list = collection?.[first];
    const field = Array.isArray(list) ? (list[Number(second)] as { name?: string } | undefined) : undefined;
    const what = rest.length > 0 ? ` (${rest.join(".")})` : "";
    return `collection "${name}", field "${field?.name ?? `#${Number(second) + 1}`}"${what}: ${leaf.message}`;
  }
  return `collection "${name}", ${leaf.path.join(".")}: ${leaf.message}`;
}

/**
 * The lines of one "Data validations failed for collection ..." message, each naming the collection
 * and field; empty when `message` is not one.
 */
export function validationRefusalLines(message: string, payload: readonly object[]): string[] {
  const match = VALIDATION.exec(message);
  if (!match) return [];
  let tree: unknown;
  try {
    tree = JSON.parse(match[2] ?? "");
  } catch {
    return [];
  }
  return leaves(tree).map((item) => describeLeaf(match[1] ?? "", item, payload));
}

/**
 * The readable reasons of a refused import, from the error envelope's `data` and the collections
 * sent (to name fields by their place in the list); empty when `data` holds none.
 * @example importRefusalLines(err.response.data, payload) // ['collection "posts", field "geo": ...']
 */
export function importRefusalLines(data: unknown, payload: readonly object[]): string[] {
  return leaves(data).flatMap((leaf) => {
    if (!VALIDATION.test(leaf.message)) return [`${leaf.path.join(".")}: ${leaf.message}`];
    const lines = validationRefusalLines(leaf.message, payload);
    return lines.length > 0 ? lines : [leaf.message];
  });
}
