/**
 * @module An auth record's linked OAuth2 accounts, per generation. Up to v0.22 the records API has
 * `…/records/{id}/external-auths`; from v0.23 those routes are gone and each link is a record of the
 * server's own `_externalAuths` collection (`collectionRef`, `recordRef`, `provider`, `providerId`).
 */
import type PocketBase from "pocketbase";
import type { ApiGeneration } from "../client/api-generation.ts";
import type { ExternalAuth } from "../models.ts";

/** List and unlink the OAuth2 accounts of one auth record. */
export interface ExternalAuthsApi {
  list(collectionId: string, recordId: string): Promise<ExternalAuth[]>;
  unlink(collectionId: string, recordId: string, link: ExternalAuth): Promise<void>;
}

const v018 = (pb: PocketBase): ExternalAuthsApi => ({
  async list(collectionId, recordId) {
    const list = await pb.collection(collectionId).listExternalAuths(recordId, { requestKey: null });
    return list as unknown as ExternalAuth[];
  },
  async unlink(collectionId, recordId, link) {
    await pb.collection(collectionId).unlinkExternalAuth(recordId, link.provider, { requestKey: null });
  },
});

const v023 = (pb: PocketBase): ExternalAuthsApi => ({
  async list(collectionId, recordId) {
    // record and collection ids are letters, digits and underscores: quoted as they are
    const filter = `collectionRef = ${JSON.stringify(collectionId)} && recordRef = ${JSON.stringify(recordId)}`;
    const rows = await pb
      .collection("_externalAuths")
      .getFullList({ filter, sort: "provider", requestKey: null });
    return rows.map((row) => ({
      id: row.id,
      created: String(row.created ?? ""),
      updated: String(row.updated ?? ""),
      collectionId: String(row.collectionRef),
      recordId: String(row.recordRef),
      provider: String(row.provider),
      providerId: String(row.providerId),
    }));
  },
  async unlink(_collectionId, _recordId, link) {
    await pb.collection("_externalAuths").delete(link.id, { requestKey: null });
  },
});

/** The linked-accounts API of a server of this generation. */
export function externalAuthsApi(pb: PocketBase, generation: ApiGeneration): ExternalAuthsApi {
  return generation === "v0.23+" ? v023(pb) : v018(pb);
}
