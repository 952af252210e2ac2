import type { KeyboardEvent } from "react";
import type { DiagramNode } from "../../lib/relations-diagram/diagram-graph.ts";
import type { PlacedNode } from "../../lib/relations-diagram/diagram-layout.ts";

export interface DiagramNodeBoxProps {
  node: DiagramNode;
  placed: PlacedNode;
  selected: boolean;
  neighbour: boolean;
  dimmed: boolean;
  onSelect: (id: string) => void;
}

/** A collection's box; a click (or Enter/Space) selects it and highlights its neighbours. */
export function DiagramNodeBox({ node, placed, selected, neighbour, dimmed, onSelect }: DiagramNodeBoxProps) {
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSelect(node.id);
    }
  }
  const classes = [
    "diagram-node",
    `diagram-node-${node.type}`,
    selected ? "diagram-node-selected" : "",
    neighbour ? "diagram-node-neighbour" : "",
    dimmed ? "diagram-node-dimmed" : "",
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; a focusable group with the button role stands in
    <g
      className={classes.filter(Boolean).join(" ")}
      transform={`translate(${placed.x.toFixed(1)},${placed.y.toFixed(1)})`}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={`${node.name} ${node.type}`}
      data-node={node.id}
      onClick={(e) => {
        e.stopPropagation();
        onSelect(node.id);
      }}
      onKeyDown={onKeyDown}
    >
      <rect width={placed.width} height={placed.height} rx={8} />
      {/* one text element, so the name and the type read as "posts base", like the accessible name */}
      <text x={placed.width / 2} y={placed.height / 2 - 3} textAnchor="middle">
        <tspan className="diagram-node-name">{node.name}</tspan>{" "}
        <tspan x={placed.width / 2} dy={16} className="diagram-node-type">
          {node.type}
        </tspan>
      </text>
    </g>
  );
}
