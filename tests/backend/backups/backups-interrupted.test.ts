/** A restore killed between moving the old data aside and moving the new data in: the next start puts the old data back. */
import { mkdirSync, readdirSync, renameSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { closeBackend, openBackend } from "../../../backend/app.ts";
import { copyFixture } from "../../helpers/pbdeck-process.ts";

const data = copyFixture();
afterEach(() => data.cleanup());

test("pb_data without data.db and the old data aside: it is moved back on open", async () => {
  const aside = join(data.dir, ".pb_temp_to_delete", "old_pb_data_abcd");
  mkdirSync(aside, { recursive: true });
  for (const name of readdirSync(data.dir)) {
    if (name !== ".pb_temp_to_delete") renameSync(join(data.dir, name), join(aside, name));
  }
  const backend = openBackend({ dataDir: data.dir });
  try {
    expect(backend.collections.all().some((collection) => collection.name === "demo1")).toBe(true);
    const names = readdirSync(data.dir);
    expect(names).toEqual(expect.arrayContaining(["data.db", "logs.db", "storage"]));
    expect(names).not.toContain(".pb_temp_to_delete");
    expect(readdirSync(join(data.dir, "storage")).length).toBeGreaterThan(0);
  } finally {
    await closeBackend(backend);
  }
});
