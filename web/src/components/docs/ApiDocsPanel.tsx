import { useId, useMemo, useState } from "react";
import type { Collection } from "../../../../shared/models.ts";
import { apiBaseUrl } from "../../lib/api.ts";
import { apiDocsEndpoints } from "../../lib/api-docs/api-docs-tabs.ts";
import type { ApiDocsTabId } from "../../lib/api-docs/api-docs-types.ts";
import { OverlayPanel } from "../base/OverlayPanel.tsx";
import { ApiDocsEndpointView } from "./ApiDocsEndpointView.tsx";
import { ApiDocsTabList } from "./ApiDocsTabList.tsx";

export interface ApiDocsPanelProps {
  collection: Collection;
  onClose: () => void;
}

/** The API docs of one collection: a tab per endpoint on the left, its description on the right. */
export function ApiDocsPanel({ collection, onClose }: ApiDocsPanelProps) {
  const uid = useId();
  const endpoints = useMemo(() => apiDocsEndpoints(collection, apiBaseUrl(location.href)), [collection]);
  const [activeId, setActiveId] = useState<ApiDocsTabId>(endpoints[0].id);
  const current = endpoints.find((e) => e.id === activeId) ?? endpoints[0];
  return (
    <OverlayPanel
      open
      onClose={onClose}
      size="lg"
      className="api-docs-panel"
      title={
        <>
          {collection.name} API <span className="label">{collection.type}</span>
        </>
      }
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      <div className="api-docs">
        <ApiDocsTabList idPrefix={uid} tabs={endpoints} activeId={current.id} onSelect={setActiveId} />
        <div
          className="api-docs-content"
          role="tabpanel"
          id={`${uid}-panel`}
          aria-labelledby={`${uid}-tab-${current.id}`}
        >
          <ApiDocsEndpointView key={current.id} endpoint={current} />
        </div>
      </div>
    </OverlayPanel>
  );
}
