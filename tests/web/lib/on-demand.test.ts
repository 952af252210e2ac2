import { expect, test } from "vitest";
import { onDemand } from "../../../web/src/lib/on-demand.ts";

const Component = () => null;

test("the code loads once; the component is there synchronously afterwards", async () => {
  let imports = 0;
  const code = onDemand(async () => {
    imports++;
    return { default: Component };
  });
  expect(code.loaded()).toBeNull();
  const [first, second] = await Promise.all([code.load(), code.load()]);
  expect(first).toBe(Component);
  expect(second).toBe(Component);
  expect(code.loaded()).toBe(Component);
  await code.load();
  expect(imports).toBe(1);
});

test("a failed load is reported, and the next load tries again", async () => {
  let attempts = 0;
  const code = onDemand(async () => {
    attempts++;
    if (attempts === 1) throw new Error("chunk lost");
    return { default: Component };
  });
  await expect(code.load()).rejects.toThrow("chunk lost");
  expect(code.loaded()).toBeNull();
  await expect(code.load()).resolves.toBe(Component);
  expect(attempts).toBe(2);
});
