import { useEffect, useState } from "react";
import type { Collection, ExternalAuth } from "../../../../../shared/models.ts";
import { externalAuthsApi } from "../../../../../shared/records/record-external-auths.ts";
import { pb } from "../../../lib/api.ts";
import { handleApiError } from "../../../lib/handle-api-error.ts";
import { confirm } from "../../../stores/confirmation.ts";
import { backendGeneration } from "../../../stores/connection.ts";
import { addSuccessToast } from "../../../stores/toasts.ts";

export interface ExternalAuthsListProps {
  collection: Collection;
  recordId: string;
}

/** The record's linked OAuth2 providers, each with an unlink button (the generation's API). */
export function ExternalAuthsList({ collection, recordId }: ExternalAuthsListProps) {
  const [items, setItems] = useState<ExternalAuth[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    externalAuthsApi(pb, backendGeneration())
      .list(collection.id, recordId)
      .then((list) => live && setItems(list))
      .catch((err) => handleApiError(err))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [collection.id, recordId]);

  function unlink(link: ExternalAuth) {
    const { provider } = link;
    confirm(`Do you really want to unlink the ${provider} provider?`, async () => {
      await externalAuthsApi(pb, backendGeneration()).unlink(collection.id, recordId, link);
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
          <button type="button" className="btn btn-sm btn-secondary" onClick={() => unlink(item)}>
            Unlink
          </button>
        </li>
      ))}
    </ul>
  );
}
