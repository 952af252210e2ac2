/**
 * @module Positions of the relations diagram, computed by dagre (layered layout: edges point right,
 * from the collection holding the relation to the related one). Load lazily: it pulls in dagre.
 */
import { Graph, layout } from "@dagrejs/dagre";
import type { DiagramGraph } from "./diagram-graph.ts";

export interface Point {
  x: number;
  y: number;
}

export interface PlacedNode {
  id: string;
  /** Top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DiagramLayout {
  nodes: Map<string, PlacedNode>;
  /** The polyline of each edge, by edge id. */
  edges: Map<string, Point[]>;
  width: number;
  height: number;
}

/** Lays the graph out; nodes never overlap (dagre keeps `nodesep` between boxes of a rank). */
export function layoutDiagram(graph: DiagramGraph): DiagramLayout {
  const g = new Graph({ multigraph: true });
  // left to right: screens are wider than tall, so a fitted diagram stays larger
  g.setGraph({ rankdir: "LR", nodesep: 24, ranksep: 90, edgesep: 12, marginx: 20, marginy: 20 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of graph.nodes) g.setNode(node.id, { width: node.width, height: node.height });
  for (const edge of graph.edges) g.setEdge(edge.from, edge.to, {}, edge.id);
  layout(g);

  const nodes = new Map<string, PlacedNode>();
  for (const node of graph.nodes) {
    const placed = g.node(node.id);
    nodes.set(node.id, {
      id: node.id,
      x: placed.x - node.width / 2,
      y: placed.y - node.height / 2,
      width: node.width,
      height: node.height,
    });
  }
  const edges = new Map<string, Point[]>();
  const loopsOn = new Map<string, number>();
  for (const edge of graph.edges) {
    const box = nodes.get(edge.from);
    if (edge.from === edge.to && box) {
      // dagre's points for a self-edge leave from empty space; draw a loop on the box instead
      const nth = loopsOn.get(edge.from) ?? 0;
      loopsOn.set(edge.from, nth + 1);
      edges.set(edge.id, selfLoop(box, nth));
      continue;
    }
    const label = g.edge({ v: edge.from, w: edge.to, name: edge.id });
    edges.set(
      edge.id,
      (label?.points ?? []).map((p: Point) => ({ x: p.x, y: p.y })),
    );
  }
  const size = g.graph();
  return fitLoops({ nodes, edges, width: size.width ?? 0, height: size.height ?? 0 });
}

/**
 * The nth loop of a node's relation to itself: out of its right side, around its top-right corner,
 * back in through its top (where the arrow ends). Later loops are wider, so they stay apart.
 */
function selfLoop(box: PlacedNode, nth: number): Point[] {
  const reach = 14 + nth * 8;
  const right = box.x + box.width;
  const startY = box.y + Math.min(box.height - 4, 12 + nth * 8);
  const endX = right - Math.min(box.width - 4, 16 + nth * 10);
  return [
    { x: right, y: startY },
    { x: right + reach, y: startY },
    { x: right + reach, y: box.y - reach },
    { x: endX, y: box.y - reach },
    { x: endX, y: box.y },
  ];
}

// loops may stick out of dagre's drawing: move everything down and widen it so they show
function fitLoops(placed: DiagramLayout): DiagramLayout {
  const points = [...placed.edges.values()].flat();
  const top = Math.min(0, ...points.map((p) => p.y - 4));
  const right = Math.max(placed.width, ...points.map((p) => p.x + 4));
  if (top === 0) return { ...placed, width: right };
  const shift = -top;
  for (const node of placed.nodes.values()) node.y += shift;
  for (const list of placed.edges.values()) for (const p of list) p.y += shift;
  return { ...placed, width: right, height: placed.height + shift };
}

/** Pairs of nodes whose boxes overlap (empty for a good layout). */
export function overlappingNodes(placed: Iterable<PlacedNode>): [string, string][] {
  const list = [...placed];
  const out: [string, string][] = [];
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i];
      const b = list[j];
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) {
        out.push([a.id, b.id]);
      }
    }
  }
  return out;
}
