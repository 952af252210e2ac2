/** Usage note: dagre (the layout) loads on demand with this diagram's layout module. */
import { type PointerEvent, useEffect, useMemo, useRef, useState, type WheelEvent } from "react";
import type { Collection } from "../../../../shared/models.ts";
import { handleApiError } from "../../lib/handle-api-error.ts";
import { type DiagramGraph, diagramGraph, neighbourIds } from "../../lib/relations-diagram/diagram-graph.ts";
import type { DiagramLayout } from "../../lib/relations-diagram/diagram-layout.ts";
import {
  fitTransform,
  panBy,
  type ViewTransform,
  zoomAt,
} from "../../lib/relations-diagram/view-transform.ts";
import { DiagramEdgePath } from "./DiagramEdgePath.tsx";
import { DiagramNodeBox } from "./DiagramNodeBox.tsx";
import { RelationsDiagramDetails } from "./RelationsDiagramDetails.tsx";

function useLayout(graph: DiagramGraph): { layout: DiagramLayout | null; layoutMs: number } {
  const [state, setState] = useState<{ layout: DiagramLayout | null; layoutMs: number }>({
    layout: null,
    layoutMs: 0,
  });
  useEffect(() => {
    let live = true;
    const started = performance.now();
    import("../../lib/relations-diagram/diagram-layout.ts")
      .then((module) => {
        const layout = module.layoutDiagram(graph);
        if (live) setState({ layout, layoutMs: performance.now() - started });
      })
      .catch((err: unknown) => handleApiError(err));
    return () => {
      live = false;
    };
  }, [graph]);
  return state;
}

/** The collections and their relation fields as an ERD-like SVG: pan (drag), zoom (wheel, buttons), select. */
export function RelationsDiagram({ collections }: { collections: Collection[] }) {
  const graph = useMemo(() => diagramGraph(collections), [collections]);
  const { layout, layoutMs } = useLayout(graph);
  const [view, setView] = useState<ViewTransform>({ x: 0, y: 0, scale: 1 });
  const [selected, setSelected] = useState("");
  const viewport = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const neighbours = useMemo(
    () => (selected ? neighbourIds(graph, selected) : new Set<string>()),
    [graph, selected],
  );

  // fitted to the viewport until the admin pans or zooms; re-fitted when the viewport resizes meanwhile
  const moved = useRef(false);
  function fitToScreen() {
    const box = viewport.current?.getBoundingClientRect();
    moved.current = false;
    if (layout && box) setView(fitTransform(layout, box));
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: fit once per new layout, and on resizes until moved
  useEffect(() => {
    fitToScreen();
    const element = viewport.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (!moved.current) fitToScreen();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [layout]);

  function zoomCentre(factor: number) {
    moved.current = true;
    const box = viewport.current?.getBoundingClientRect();
    setView((v) => zoomAt(v, factor, { x: (box?.width ?? 0) / 2, y: (box?.height ?? 0) / 2 }));
  }

  function onWheel(event: WheelEvent) {
    const box = viewport.current?.getBoundingClientRect();
    if (!box) return;
    moved.current = true;
    setView((v) =>
      zoomAt(v, event.deltaY < 0 ? 1.15 : 1 / 1.15, {
        x: event.clientX - box.left,
        y: event.clientY - box.top,
      }),
    );
  }

  function onPointerDown(event: PointerEvent) {
    if ((event.target as Element).closest(".diagram-node")) return;
    drag.current = { x: event.clientX, y: event.clientY };
    (event.currentTarget as Element).setPointerCapture(event.pointerId);
  }

  function onPointerMove(event: PointerEvent) {
    const from = drag.current;
    if (!from) return;
    drag.current = { x: event.clientX, y: event.clientY };
    moved.current = true;
    setView((v) => panBy(v, event.clientX - from.x, event.clientY - from.y));
  }

  const selecting = selected !== "";
  return (
    <div className="relations-diagram">
      <div className="relations-diagram-toolbar">
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => zoomCentre(1.25)}>
          Zoom in
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => zoomCentre(0.8)}>
          Zoom out
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={fitToScreen}>
          Fit to screen
        </button>
        <span className="relations-diagram-legend">
          <span className="legend-line legend-single" aria-hidden="true" /> single
          <span className="legend-line legend-multiple" aria-hidden="true" /> multiple
          <span className="legend-line legend-cascade" aria-hidden="true" /> cascade delete
        </span>
        <span className="relations-diagram-count" role="status">
          {graph.nodes.length} collections, {graph.edges.length} relations
        </span>
      </div>
      <div
        ref={viewport}
        className="relations-diagram-viewport"
        data-layout-ms={layout ? layoutMs.toFixed(0) : undefined}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
      >
        {!layout ? (
          <div className="state-panel" aria-busy="true">
            <span className="spinner" aria-hidden="true" /> Laying out the diagram...
          </div>
        ) : (
          // biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a fieldset; the group names its buttons
          <svg
            className="relations-diagram-svg"
            role="group"
            aria-label="Relations diagram"
            onClick={() => setSelected("")}
            onKeyDown={(e) => e.key === "Escape" && setSelected("")}
          >
            <defs>
              {["diagram-arrow", "diagram-arrow-cascade"].map((id) => (
                <marker
                  key={id}
                  id={id}
                  viewBox="0 0 10 10"
                  refX="9"
                  refY="5"
                  markerWidth="7"
                  markerHeight="7"
                  orient="auto"
                >
                  <path d="M0,0 L10,5 L0,10 z" className={id} />
                </marker>
              ))}
            </defs>
            <g
              transform={`translate(${view.x},${view.y}) scale(${view.scale})`}
              data-scale={view.scale.toFixed(3)}
            >
              {graph.edges.map((edge) => {
                const touches = edge.from === selected || edge.to === selected;
                return (
                  <DiagramEdgePath
                    key={edge.id}
                    edge={edge}
                    points={layout.edges.get(edge.id) ?? []}
                    highlighted={touches}
                    dimmed={selecting && !touches}
                  />
                );
              })}
              {graph.nodes.map((node) => {
                const placed = layout.nodes.get(node.id);
                if (!placed) return null;
                return (
                  <DiagramNodeBox
                    key={node.id}
                    node={node}
                    placed={placed}
                    selected={node.id === selected}
                    neighbour={neighbours.has(node.id)}
                    dimmed={selecting && node.id !== selected && !neighbours.has(node.id)}
                    onSelect={(id) => setSelected((current) => (current === id ? "" : id))}
                  />
                );
              })}
            </g>
          </svg>
        )}
      </div>
      {selected && <RelationsDiagramDetails graph={graph} selected={selected} />}
    </div>
  );
}
