/**
 * @module The collections JSON that PocketBase v0.23+'s dashboard exports ("Export collections"):
 * every collection (the system ones too) as the server sends it, without `created`, `updated` and
 * the OAuth2 providers (their secrets are not sent, and an import would clear them); auth, then
 * base, then view collections, each group by name with the `_` system collections last; indented
 * two spaces.
 */

type Loose = Record<string, unknown>;

/** Auth first, then base, then anything else (views). */
const group = (c: Loose) => (c.type === "auth" ? 0 : c.type === "base" ? 1 : 2);

function byGroupAndName(a: Loose, b: Loose): number {
  if (group(a) !== group(b)) return group(a) - group(b);
  const nameA = String(a.name);
  const nameB = String(b.name);
  const systemA = nameA.startsWith("_");
  const systemB = nameB.startsWith("_");
  if (systemA !== systemB) return systemA ? 1 : -1;
  return nameA < nameB ? -1 : nameA > nameB ? 1 : 0;
}

function exported(collection: Loose): Loose {
  const { created: _created, updated: _updated, ...rest } = collection;
  if (rest.oauth2 && typeof rest.oauth2 === "object") {
    const { providers: _providers, ...oauth2 } = rest.oauth2 as Loose;
    rest.oauth2 = oauth2;
  }
  return rest;
}

/**
 * The export text of v0.23+ collections (no trailing newline; `pbdeck export` adds one).
 * @example exportFieldsCollections(await pb.collections.getFullList()) // '[\n  {\n    "id": "_pb_users_auth_", ...'
 */
export function exportFieldsCollections(collections: readonly object[]): string {
  const sorted = [...(collections as readonly Loose[])].sort(byGroupAndName);
  return JSON.stringify(sorted.map(exported), null, 2);
}
