import type { DiagramEdge } from "../../lib/relations-diagram/diagram-graph.ts";
import type { Point } from "../../lib/relations-diagram/diagram-layout.ts";

export interface DiagramEdgePathProps {
  edge: DiagramEdge;
  points: Point[];
  /** Touches the selected collection: drawn strong, with its field name. */
  highlighted: boolean;
  dimmed: boolean;
}

/** One relation field as an arrow from the collection holding it to the related one. */
export function DiagramEdgePath({ edge, points, highlighted, dimmed }: DiagramEdgePathProps) {
  if (points.length < 2) return null;
  const d = points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
  const middle = points[Math.floor(points.length / 2)];
  const classes = [
    "diagram-edge",
    edge.multiple ? "diagram-edge-multiple" : "diagram-edge-single",
    edge.cascadeDelete ? "diagram-edge-cascade" : "",
    highlighted ? "diagram-edge-highlighted" : "",
    dimmed ? "diagram-edge-dimmed" : "",
  ];
  return (
    <g className={classes.filter(Boolean).join(" ")} data-edge={edge.id}>
      <path d={d} markerEnd={`url(#diagram-arrow${edge.cascadeDelete ? "-cascade" : ""})`} />
      {highlighted && (
        <text x={middle.x + 6} y={middle.y - 4} className="diagram-edge-label">
          {edge.field} ({edge.multiple ? "multiple" : "single"}
          {edge.cascadeDelete ? ", cascade delete" : ""})
        </text>
      )}
    </g>
  );
}
