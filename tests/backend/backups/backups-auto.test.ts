/** Scheduled backups (data-model §7.4): the `@auto_pb_backup_` name and the cronMaxKeep rotation. */
import { copyFileSync, readdirSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { pruneAutoBackups, runAutoBackup } from "../../../backend/services/backups/backup-cron.ts";
import { createBackup, listBackups } from "../../../backend/services/backups/backups.ts";
import { updateSettings } from "../../../backend/services/settings/settings-api.ts";
import { backendPerTest } from "../../helpers/backend-per-test.ts";

const fixture = backendPerTest();

test("a scheduled run writes @auto_pb_backup_<app>_<time>.zip", async () => {
  await runAutoBackup(fixture.backend);
  const keys = (await listBackups(fixture.backend)).map((item) => item.key);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^@auto_pb_backup_acme_test_\d{14}\.zip$/);
});

test("rotation keeps the newest cronMaxKeep scheduled backups and never touches manual ones", async () => {
  await createBackup(fixture.backend, "manual.zip");
  const dir = join(fixture.dataDir, "backups");
  // four scheduled backups, one day apart
  for (let day = 1; day <= 4; day++) {
    const key = `@auto_pb_backup_acme_test_2024010${day}000000.zip`;
    copyFileSync(join(dir, "manual.zip"), join(dir, key));
    copyFileSync(join(dir, "manual.zip.attrs"), join(dir, `${key}.attrs`));
    const time = new Date(Date.UTC(2024, 0, day));
    utimesSync(join(dir, key), time, time);
  }
  await pruneAutoBackups(fixture.backend, 2);
  expect(
    readdirSync(dir)
      .filter((name) => !name.endsWith(".attrs"))
      .sort(),
  ).toEqual([
    "@auto_pb_backup_acme_test_20240103000000.zip",
    "@auto_pb_backup_acme_test_20240104000000.zip",
    "manual.zip",
  ]);
});

test("the schedule follows the settings, and an invalid stored expression does not stop the backend", () => {
  expect(() =>
    updateSettings(fixture.backend, { backups: { cron: "0 3 * * *", cronMaxKeep: 2 } }),
  ).not.toThrow();
  expect(() => updateSettings(fixture.backend, { backups: { cron: "@daily" } })).not.toThrow();
  expect(() => updateSettings(fixture.backend, { backups: { cron: "" } })).not.toThrow();
  expect(() => updateSettings(fixture.backend, { backups: { cron: "not a cron" } })).toThrow();
  expect(fixture.backend.settings.backups.cron).toBe("");
});
