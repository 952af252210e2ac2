import { describe, expect, test } from "vitest";
import type { Collection } from "../../../../shared/models.ts";
import { diagramGraph, neighbourIds } from "../../../../web/src/lib/relations-diagram/diagram-graph.ts";
import { layoutDiagram, overlappingNodes } from "../../../../web/src/lib/relations-diagram/diagram-layout.ts";
import { bigSchema } from "../../../helpers/big-schema.ts";

function relation(name: string, collectionId: string, maxSelect: number | null, cascadeDelete = false) {
  return { name, type: "relation", options: { collectionId, maxSelect, cascadeDelete } };
}

const small = [
  {
    id: "posts",
    name: "posts",
    type: "base",
    schema: [relation("author", "users", 1, true), relation("tags", "tags", null)],
  },
  { id: "users", name: "users", type: "auth", schema: [relation("best_friend", "users", 1)] },
  { id: "tags", name: "tags", type: "base", schema: [relation("gone", "deleted_collection", 1)] },
] as unknown as Collection[];

describe("diagramGraph", () => {
  test("one edge per relation field, with direction, single/multiple and cascade delete", () => {
    const graph = diagramGraph(small);
    expect(graph.nodes.map((n) => n.id)).toEqual(["posts", "users", "tags"]);
    expect(graph.edges).toEqual([
      {
        id: "posts.author",
        from: "posts",
        to: "users",
        field: "author",
        multiple: false,
        cascadeDelete: true,
      },
      { id: "posts.tags", from: "posts", to: "tags", field: "tags", multiple: true, cascadeDelete: false },
      {
        id: "users.best_friend",
        from: "users",
        to: "users",
        field: "best_friend",
        multiple: false,
        cascadeDelete: false,
      },
    ]);
    expect([...neighbourIds(graph, "tags")]).toEqual(["posts"]);
    expect([...neighbourIds(graph, "users")].sort()).toEqual(["posts", "users"]);
  });
});

describe("layoutDiagram", () => {
  test("50 collections with 80 relations: every node placed, none overlapping, every edge drawn", () => {
    const collections = bigSchema(50, 80) as unknown as Collection[];
    const graph = diagramGraph(collections);
    expect(graph.nodes).toHaveLength(50);
    expect(graph.edges).toHaveLength(80);
    const placed = layoutDiagram(graph);
    expect(placed.nodes.size).toBe(50);
    expect(overlappingNodes(placed.nodes.values())).toEqual([]);
    for (const edge of graph.edges) expect(placed.edges.get(edge.id)?.length ?? 0).toBeGreaterThan(1);
  });

  test("overlappingNodes finds boxes that share area", () => {
    expect(
      overlappingNodes([
        { id: "a", x: 0, y: 0, width: 100, height: 40 },
        { id: "b", x: 90, y: 30, width: 100, height: 40 },
        { id: "c", x: 200, y: 0, width: 10, height: 10 },
      ]),
    ).toEqual([["a", "b"]]);
  });
});

describe("self-relations", () => {
  const onBorder = (
    p: { x: number; y: number },
    box: { x: number; y: number; width: number; height: number },
  ) => {
    const inX = p.x >= box.x - 0.5 && p.x <= box.x + box.width + 0.5;
    const inY = p.y >= box.y - 0.5 && p.y <= box.y + box.height + 0.5;
    const onVertical = Math.abs(p.x - box.x) < 0.5 || Math.abs(p.x - box.x - box.width) < 0.5;
    const onHorizontal = Math.abs(p.y - box.y) < 0.5 || Math.abs(p.y - box.y - box.height) < 0.5;
    return inX && inY && (onVertical || onHorizontal);
  };

  test("a self-relation is a loop that starts and ends on its node's box, outside it in between", () => {
    const twoSelf = [
      { id: "a", name: "a", type: "base", schema: [relation("one", "a", 1), relation("many", "a", null)] },
      { id: "b", name: "b", type: "base", schema: [relation("to_a", "a", 1)] },
    ] as unknown as Collection[];
    for (const collections of [small, twoSelf]) {
      const graph = diagramGraph(collections);
      const placed = layoutDiagram(graph);
      const selfEdges = graph.edges.filter((e) => e.from === e.to);
      expect(selfEdges.length).toBeGreaterThan(0);
      const paths = selfEdges.map((e) => placed.edges.get(e.id) ?? []);
      for (const [i, points] of paths.entries()) {
        const box = placed.nodes.get(selfEdges[i].from);
        if (!box) throw new Error("no node");
        expect(points.length).toBeGreaterThanOrEqual(3);
        expect(onBorder(points[0], box)).toBe(true);
        expect(onBorder(points[points.length - 1], box)).toBe(true);
        // the loop goes out of the box, and stays inside the drawing
        const inner = points.slice(1, -1);
        expect(inner.some((p) => p.x > box.x + box.width || p.y < box.y)).toBe(true);
        for (const p of points) {
          expect(p.x).toBeGreaterThanOrEqual(0);
          expect(p.y).toBeGreaterThanOrEqual(0);
          expect(p.x).toBeLessThanOrEqual(placed.width);
          expect(p.y).toBeLessThanOrEqual(placed.height);
        }
      }
      // two loops on one node do not draw over each other
      expect(new Set(paths.map((p) => JSON.stringify(p))).size).toBe(paths.length);
    }
  });
});
