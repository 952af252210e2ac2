import type { ApiDocsParam } from "../../lib/api-docs/api-docs-types.ts";

export interface ApiDocsParamsProps {
  title: string;
  params: ApiDocsParam[];
  notes?: string[];
}

/** One table of parameters: name with a Required/Optional label, type and description. */
export function ApiDocsParams({ title, params, notes = [] }: ApiDocsParamsProps) {
  if (params.length === 0) return null;
  return (
    <section className="api-docs-section">
      <h4 className="api-docs-heading">{title}</h4>
      <table className="table api-docs-params">
        <thead>
          <tr>
            <th scope="col">Param</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {params.map((param) => (
            <tr key={param.name}>
              <td>
                <span className={`label ${param.required ? "label-success" : ""}`}>
                  {param.required ? "Required" : "Optional"}
                </span>{" "}
                <code className="api-docs-param-name">{param.name}</code>
              </td>
              <td className="txt-mono">{param.type}</td>
              <td>{param.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {notes.map((note) => (
        <p key={note} className="field-hint">
          {note}
        </p>
      ))}
    </section>
  );
}
