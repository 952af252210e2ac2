import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    exclude: ["tests/bench/**", "node_modules/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // integration suites each start their own server process; two cores, so keep the pool small
    maxWorkers: 2,
  },
});
