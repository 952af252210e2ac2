import type { ApiDocsEndpoint } from "../../lib/api-docs/api-docs-types.ts";
import { ApiDocsCode } from "./ApiDocsCode.tsx";
import { ApiDocsParams } from "./ApiDocsParams.tsx";
import { ApiDocsResponses } from "./ApiDocsResponses.tsx";

export interface ApiDocsEndpointViewProps {
  endpoint: ApiDocsEndpoint;
}

/** One endpoint: route, who may call it, parameters, an SDK example and example responses. */
export function ApiDocsEndpointView({ endpoint }: ApiDocsEndpointViewProps) {
  const { access } = endpoint;
  return (
    <article className="api-docs-endpoint">
      <h3 className="api-docs-title">{endpoint.label}</h3>
      <p className="api-docs-description">{endpoint.description}</p>
      <div className="api-docs-route">
        <span className={`api-docs-method method-${endpoint.method.toLowerCase()}`}>{endpoint.method}</span>
        <code className="api-docs-path">{endpoint.path}</code>
      </div>
      <div className={`api-docs-access access-${access.kind}`}>
        <strong>Access:</strong> <span>{access.summary}</span>
        {access.rule && <code className="api-docs-rule">{access.rule}</code>}
      </div>
      <ApiDocsParams title="Path parameters" params={endpoint.pathParams} />
      <ApiDocsParams title="Query parameters" params={endpoint.queryParams} />
      <ApiDocsParams
        title={endpoint.bodyTitle ?? "Body parameters"}
        params={endpoint.bodyParams}
        notes={endpoint.bodyNotes}
      />
      <section className="api-docs-section">
        <h4 className="api-docs-heading">Example request (JavaScript SDK)</h4>
        <ApiDocsCode code={endpoint.example} label={`${endpoint.label} example`} />
      </section>
      <ApiDocsResponses responses={endpoint.responses} />
    </article>
  );
}
