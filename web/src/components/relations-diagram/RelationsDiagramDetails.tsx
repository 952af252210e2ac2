import type { DiagramGraph } from "../../lib/relations-diagram/diagram-graph.ts";

/** The selected collection's relations in words (what the highlighted arrows say). */
export function RelationsDiagramDetails({ graph, selected }: { graph: DiagramGraph; selected: string }) {
  const names = new Map(graph.nodes.map((n) => [n.id, n.name]));
  const name = names.get(selected) ?? selected;
  const outgoing = graph.edges.filter((e) => e.from === selected);
  const incoming = graph.edges.filter((e) => e.to === selected && e.from !== selected);
  const describe = (multiple: boolean, cascade: boolean) =>
    `${multiple ? "multiple" : "single"}${cascade ? ", cascade delete" : ""}`;
  return (
    <section className="relations-diagram-details" aria-label={`Relations of ${name}`}>
      <h2>{name}</h2>
      {outgoing.length + incoming.length === 0 && <p>No relations.</p>}
      <ul>
        {outgoing.map((e) => (
          <li key={e.id}>
            {name}.{e.field} → {names.get(e.to)} ({describe(e.multiple, e.cascadeDelete)})
          </li>
        ))}
        {incoming.map((e) => (
          <li key={e.id}>
            {names.get(e.from)}.{e.field} → {name} ({describe(e.multiple, e.cascadeDelete)})
          </li>
        ))}
      </ul>
    </section>
  );
}
