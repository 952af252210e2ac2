/** @module The relations diagram's graph: one node per collection, one edge per relation field, from the collections JSON. */
import type { Collection } from "../../../../shared/models.ts";

export interface DiagramNode {
  id: string;
  name: string;
  type: Collection["type"];
  /** Box size in px, from the name's length (the layout needs it up front). */
  width: number;
  height: number;
}

export interface DiagramEdge {
  /** Unique: `${collectionId}.${fieldName}`. */
  id: string;
  /** The collection holding the relation field. */
  from: string;
  /** The related collection. */
  to: string;
  field: string;
  /** maxSelect is 1: one related record; otherwise several. */
  multiple: boolean;
  cascadeDelete: boolean;
}

export interface DiagramGraph {
  nodes: DiagramNode[];
  edges: DiagramEdge[];
}

const CHAR_WIDTH = 7.5;
export const NODE_HEIGHT = 44;

interface RelationOptions {
  collectionId?: string;
  maxSelect?: number | null;
  cascadeDelete?: boolean;
}

/** Nodes and edges of `collections`; relations to a collection that no longer exists are left out. */
export function diagramGraph(collections: readonly Collection[]): DiagramGraph {
  const ids = new Set(collections.map((c) => c.id));
  const nodes = collections.map((c) => ({
    id: c.id,
    name: c.name,
    type: c.type,
    width: Math.max(120, Math.ceil(c.name.length * CHAR_WIDTH) + 40),
    height: NODE_HEIGHT,
  }));
  const edges: DiagramEdge[] = [];
  for (const collection of collections) {
    for (const field of collection.schema ?? []) {
      if (field.type !== "relation") continue;
      const options = field.options as RelationOptions;
      if (!options.collectionId || !ids.has(options.collectionId)) continue;
      edges.push({
        id: `${collection.id}.${field.name}`,
        from: collection.id,
        to: options.collectionId,
        field: field.name,
        multiple: options.maxSelect !== 1,
        cascadeDelete: options.cascadeDelete === true,
      });
    }
  }
  return { nodes, edges };
}

/** The collections linked to `id` in either direction (itself excluded unless it links to itself). */
export function neighbourIds(graph: DiagramGraph, id: string): Set<string> {
  const out = new Set<string>();
  for (const edge of graph.edges) {
    if (edge.from === id) out.add(edge.to);
    if (edge.to === id) out.add(edge.from);
  }
  return out;
}
