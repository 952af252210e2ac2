import { expect, test } from "vitest";
import {
  BACKUP_NAME_PATTERN,
  backupNameError,
  isZipFile,
} from "../../../../web/src/lib/settings/backups/backup-name.ts";
import {
  backupsOptionsFrom,
  backupsPatch,
  CRON_PRESETS,
  optionsChanged,
  REDACTED,
} from "../../../../web/src/lib/settings/backups/backups-options.ts";
import { sortBackups } from "../../../../web/src/lib/settings/backups/backups-order.ts";
import { formatFileSize } from "../../../../web/src/lib/settings/backups/file-size.ts";

test("backup names: empty or [a-z0-9_-].zip", () => {
  expect(backupNameError("")).toBe("");
  expect(backupNameError("nightly_2024-01.zip")).toBe("");
  expect(backupNameError("Nightly.zip")).toBe("Must be in the format [a-z0-9_-].zip");
  expect(backupNameError("nightly.tar")).toBe("Must be in the format [a-z0-9_-].zip");
  expect(BACKUP_NAME_PATTERN.test("a.zip")).toBe(true);
  expect(isZipFile({ name: "a.ZIP", type: "" })).toBe(true);
  expect(isZipFile({ name: "a", type: "application/zip" })).toBe(true);
  expect(isZipFile({ name: "a.txt", type: "text/plain" })).toBe(false);
});

test("sizes and order", () => {
  expect(formatFileSize(0)).toBe("0 B");
  expect(formatFileSize(1023)).toBe("1023 B");
  expect(formatFileSize(1536)).toBe("1.5 KB");
  expect(formatFileSize(5 * 1024 * 1024)).toBe("5 MB");
  expect(formatFileSize(123.4 * 1024 * 1024)).toBe("123.4 MB");
  const list = [
    { key: "b.zip", modified: "2024-01-01 10:00:00.000Z" },
    { key: "a.zip", modified: "2024-02-01 10:00:00.000Z" },
    { key: "c.zip", modified: "2024-01-01 10:00:00.000Z" },
  ];
  expect(sortBackups(list).map((b) => b.key)).toEqual(["a.zip", "b.zip", "c.zip"]);
});

test("the options form: defaults, presets, and what a save sends", () => {
  const form = backupsOptionsFrom({
    backups: { cron: "0 0 * * *", cronMaxKeep: 4, s3: { enabled: true, secret: REDACTED } },
  });
  expect(form).toEqual({
    cron: "0 0 * * *",
    cronMaxKeep: 4,
    s3: {
      enabled: true,
      endpoint: "",
      bucket: "",
      region: "",
      accessKey: "",
      secret: REDACTED,
      forcePathStyle: false,
    },
  });
  expect(backupsOptionsFrom({}).cronMaxKeep).toBe(3);
  expect(CRON_PRESETS.map((p) => p.cron)).toEqual(["0 0 * * *", "0 0 * * 0", "0 0 * * 1,3", "0 0 1 * *"]);
  // off clears the cron; a masked secret is not sent back
  const patch = backupsPatch(form, false);
  expect(patch.backups.cron).toBe("");
  expect(patch.backups.s3).not.toHaveProperty("secret");
  expect(backupsPatch({ ...form, s3: { ...form.s3, secret: "new" } }, true).backups).toMatchObject({
    cron: "0 0 * * *",
    s3: { secret: "new" },
  });
  expect(optionsChanged(form, { ...form })).toBe(false);
  expect(optionsChanged(form, { ...form, cronMaxKeep: 5 })).toBe(true);
});
