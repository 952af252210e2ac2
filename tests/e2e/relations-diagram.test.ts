import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { axeLightAndDark } from "./helpers/axe-audit.ts";
import { setupSuite } from "./helpers/console-app.ts";

const suite = setupSuite({ beforeAll, afterAll, afterEach, expectNoErrors: (e) => expect(e).toEqual([]) });

const DEMO4 = "4d1blo5cuycfaca";

test("collections and relation fields as a diagram: select, neighbours, pan and zoom", async () => {
  const { page } = await suite.page({ signedIn: true });
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  await page
    .getByRole("navigation", { name: "Collections overviews" })
    .getByRole("link", { name: "Relations diagram" })
    .click();
  const diagram = page.getByRole("group", { name: "Relations diagram" });
  await diagram.waitFor();
  // dagre came in its own chunk, on demand
  expect(requested.some((url) => /diagram-layout/.test(url))).toBe(true);
  await page.getByText("11 collections, 16 relations").waitFor();
  expect(await axeLightAndDark(page, ".relations-diagram")).toEqual([]);

  await diagram.getByRole("button", { name: "demo4 base" }).click();
  expect(await diagram.getByRole("button", { name: "demo4 base" }).getAttribute("aria-pressed")).toBe("true");
  const details = page.getByRole("region", { name: "Relations of demo4" });
  expect(await details.getByRole("listitem").allTextContents()).toEqual([
    "demo4.rel_one_no_cascade → demo3 (single)",
    "demo4.rel_one_no_cascade_required → demo3 (single)",
    "demo4.rel_one_cascade → demo3 (single, cascade delete)",
    "demo4.rel_many_no_cascade → demo3 (multiple)",
    "demo4.rel_many_no_cascade_required → demo3 (multiple)",
    "demo4.rel_many_cascade → demo3 (multiple, cascade delete)",
    "demo4.self_rel_one → demo4 (single)",
    "demo4.self_rel_many → demo4 (multiple)",
    "demo5.rel_one → demo4 (single)",
    "demo5.rel_many → demo4 (multiple)",
  ]);
  const neighbours = await page
    .locator(".diagram-node-neighbour")
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-node")));
  expect(neighbours.sort()).toEqual(["4d1blo5cuycfaca", "9n89pl5vkct6330", "wzlqyes4orhoygb"].sort());
  expect(await page.locator(".diagram-node-dimmed").count()).toBe(11 - 3);
  expect(await page.locator(`.diagram-edge-highlighted[data-edge^="${DEMO4}."]`).count()).toBe(8);
  await page.locator(".diagram-edge-cascade.diagram-edge-highlighted").first().waitFor();

  const layer = page.locator(".relations-diagram-svg > g");
  const before = Number(await layer.getAttribute("data-scale"));
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect.poll(async () => Number(await layer.getAttribute("data-scale"))).toBeCloseTo(before * 1.25, 2);

  const box = await page.locator(".relations-diagram-viewport").boundingBox();
  if (!box) throw new Error("no viewport");
  const transform = await layer.getAttribute("transform");
  await page.mouse.move(box.x + 5, box.y + 5);
  await page.mouse.down();
  await page.mouse.move(box.x + 85, box.y + 45, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => layer.getAttribute("transform")).not.toBe(transform);

  // keyboard: a node is a button; Escape on the drawing clears the selection
  await diagram.getByRole("button", { name: "demo4 base" }).press("Enter");
  await expect.poll(() => page.locator(".diagram-node-dimmed").count()).toBe(0);
});
