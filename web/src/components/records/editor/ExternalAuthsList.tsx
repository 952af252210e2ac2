import { useEffect, useState } from "react";
import type { Collection, ExternalAuth } from "../../../../../shared/models.ts";
import { pb } from "../../../lib/api.ts";
import { handleApiError } from "../../../lib/handle-api-error.ts";
import { confirm } from "../../../stores/confirmation.ts";
import { addSuccessToast } from "../../../stores/toasts.ts";

export interface ExternalAuthsListProps {
  collection: Collection;
  recordId: string;
}

/** The record's linked OAuth2 providers, each with an unlink button. */
export function ExternalAuthsList({ collection, recordId }: ExternalAuthsListProps) {
  const [items, setItems] = useState<ExternalAuth[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    pb.collection(collection.id)
      .listExternalAuths(recordId, { requestKey: null })
      .then((list) => live && setItems(list as unknown as ExternalAuth[]))
      .catch((err) => handleApiError(err))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [collection.id, recordId]);

  function unlink(provider: string) {
    confirm(`Do you really want to unlink the ${provider} provider?`, async () => {
      await pb.collection(collection.id).unlinkExternalAuth(recordId, provider, { requestKey: null });
      addSuccessToast(`Successfully unlinked the ${provider} provider.`);
      setItems((list) => list.filter((x) => x.provider !== provider));
    });
  }

  if (loading) return <p className="muted">Loading...</p>;
  if (items.length === 0) return <p className="muted">No linked OAuth2 providers.</p>;
  return (
    <ul className="provider-list">
      {items.map((item) => (
        <li key={item.id} className="provider-item">
          <strong>{item.provider}</strong>
          <span className="txt-mono muted">ID: {item.providerId}</span>
          <button type="button" className="btn btn-sm btn-secondary" onClick={() => unlink(item.provider)}>
            Unlink
          </button>
        </li>
      ))}
    </ul>
  );
}
