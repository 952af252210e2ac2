import { useId, useState } from "react";
import type { ApiDocsResponse } from "../../lib/api-docs/api-docs-types.ts";
import { ApiDocsCode } from "./ApiDocsCode.tsx";

export interface ApiDocsResponsesProps {
  responses: ApiDocsResponse[];
}

/** Example responses, one tab per status (or the realtime event). */
export function ApiDocsResponses({ responses }: ApiDocsResponsesProps) {
  const uid = useId();
  const [index, setIndex] = useState(0);
  const current = responses[index] ?? responses[0];
  if (!current) return null;
  return (
    <section className="api-docs-section">
      <h4 className="api-docs-heading">Example responses</h4>
      <div className="tabs api-docs-statuses" role="tablist" aria-label="Response status">
        {responses.map((response, i) => (
          <button
            key={response.label}
            type="button"
            role="tab"
            id={`${uid}-status-${i}`}
            className={`tab api-docs-status ${response.status >= 400 ? "txt-danger" : ""}`}
            aria-selected={i === index}
            aria-controls={`${uid}-response`}
            onClick={() => setIndex(i)}
          >
            {response.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${uid}-response`} aria-labelledby={`${uid}-status-${index}`}>
        {current.body === null ? (
          <p className="muted api-docs-empty-body">{current.status} No Content: the response has no body.</p>
        ) : (
          <ApiDocsCode code={JSON.stringify(current.body, null, 2)} label={`Response ${current.label}`} />
        )}
      </div>
    </section>
  );
}
