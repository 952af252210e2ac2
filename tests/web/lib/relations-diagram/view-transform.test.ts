import { describe, expect, test } from "vitest";
import { fitTransform, panBy, zoomAt } from "../../../../web/src/lib/relations-diagram/view-transform.ts";

describe("view transform", () => {
  test("fit centres the content, shrinking it to the viewport but never enlarging it", () => {
    expect(fitTransform({ width: 2000, height: 500 }, { width: 1000, height: 500 })).toEqual({
      x: 0,
      y: 125,
      scale: 0.5,
    });
    expect(fitTransform({ width: 200, height: 100 }, { width: 1000, height: 500 })).toEqual({
      x: 400,
      y: 200,
      scale: 1,
    });
  });

  test("zoom keeps the point under the cursor in place; pan moves by the drag", () => {
    const zoomed = zoomAt({ x: 0, y: 0, scale: 1 }, 2, { x: 100, y: 50 });
    expect(zoomed).toEqual({ x: -100, y: -50, scale: 2 });
    // content point (100, 50) is still under the cursor
    expect(100 * zoomed.scale + zoomed.x).toBe(100);
    expect(zoomAt({ x: 0, y: 0, scale: 3 }, 2, { x: 0, y: 0 }).scale).toBe(3);
    expect(panBy({ x: 5, y: 5, scale: 1 }, 10, -20)).toEqual({ x: 15, y: -15, scale: 1 });
  });
});
