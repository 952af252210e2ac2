import { afterEach, describe, expect, test } from "vitest";
import { closeBackend, openBackend } from "../../../backend/app.ts";
import type { Backend } from "../../../backend/context.ts";
import { ApiError } from "../../../backend/errors.ts";
import { purgeRequestLogs } from "../../../backend/services/logs/logs.ts";
import { redactSettings, updateSettings } from "../../../backend/services/settings/settings-api.ts";
import {
  mergeSettingsPatch,
  SettingsDecodeError,
} from "../../../backend/services/settings/settings-api-merge.ts";
import { defaultSettings } from "../../../backend/services/settings/settings-defaults.ts";
import { cronProblem, isHost, isUrl } from "../../../backend/services/settings/settings-validation-rules.ts";
import { copyFixture, emptyDataDir } from "../../helpers/pbdeck-process.ts";

const key = "0123456789abcdef0123456789abcdef"; // 32 bytes: AES-256
const cleanups: Array<() => void | Promise<void>> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function open(dir: string, encryptionKey?: string): Backend {
  return openBackend({ dataDir: dir, encryptionKey });
}

function storedValue(backend: Backend): string {
  const row = backend.db.prepare("SELECT value FROM _params WHERE key = 'settings'").get() as {
    value: string;
  };
  return row.value;
}

describe("encrypted settings", () => {
  test("saved through the API service on a directory opened with a key, readable only with that key", async () => {
    const data = copyFixture();
    cleanups.push(data.cleanup);
    const backend = open(data.dir, key);
    const saved = updateSettings(backend, {
      meta: { appName: "Encrypted App" },
      smtp: { password: "smtp-secret-value" },
    });
    expect(saved.meta.appName).toBe("Encrypted App");
    expect(backend.settings).toBe(saved);
    const raw = storedValue(backend);
    expect(() => JSON.parse(raw)).toThrow();
    expect(raw).not.toContain("Encrypted App");
    expect(raw).not.toContain("smtp-secret-value");
    expect(Buffer.from(raw, "base64").length).toBeGreaterThan(12 + 16);
    await closeBackend(backend);

    const reopened = open(data.dir, key);
    expect(reopened.settings.meta.appName).toBe("Encrypted App");
    expect(reopened.settings.smtp.password).toBe("smtp-secret-value");
    // untouched values survive the round trip
    expect(reopened.settings.adminAuthToken.secret).toBe(
      "MyN3nDlzmHnuCjd35vb6cyIdqNr7Os0PmgiPVDMxmbFToSpBvS",
    );
    await closeBackend(reopened);

    expect(() => open(data.dir)).toThrow("missing or invalid encryption key");
    expect(() => open(data.dir, "fedcba9876543210fedcba9876543210")).toThrow(
      "missing or invalid encryption key",
    );
  });

  test("a plain row stays readable and is encrypted by the first save with a key", async () => {
    const data = emptyDataDir();
    cleanups.push(data.cleanup);
    const plain = open(data.dir);
    expect(JSON.parse(storedValue(plain)).meta.appName).toBe("Acme");
    await closeBackend(plain);
    const keyed = open(data.dir, key);
    expect(keyed.settings.meta.appName).toBe("Acme");
    updateSettings(keyed, {});
    expect(() => JSON.parse(storedValue(keyed))).toThrow();
    await closeBackend(keyed);
  });
});

describe("updateSettings", () => {
  test("a failed validation writes nothing and keeps the current object", async () => {
    const data = copyFixture();
    cleanups.push(data.cleanup);
    const backend = open(data.dir);
    cleanups.push(() => closeBackend(backend));
    const before = storedValue(backend);
    const current = backend.settings;
    let error: unknown;
    try {
      updateSettings(backend, { meta: { appName: "ok", senderAddress: "" }, logs: { maxDays: 1 } });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).toJSON()).toEqual({
      code: 400,
      message: "Something went wrong while processing your request.",
      data: { meta: { senderAddress: { code: "validation_required", message: "Cannot be blank." } } },
    });
    expect(storedValue(backend)).toBe(before);
    expect(backend.settings).toBe(current);
    expect(backend.settings.meta.appName).toBe("acme_test");
  });

  test("redaction masks exactly the non-empty secrets and leaves the source untouched", () => {
    const settings = defaultSettings();
    settings.s3.secret = "s3-secret";
    settings.vkAuth.clientSecret = "vk-secret";
    const redacted = redactSettings(settings);
    expect(redacted.s3.secret).toBe("******");
    expect(redacted.backups.s3.secret).toBe("");
    expect(redacted.vkAuth.clientSecret).toBe("******");
    expect(redacted.googleAuth.clientSecret).toBe("");
    expect(redacted.smtp.password).toBe("");
    expect(redacted.recordFileToken.secret).toBe("******");
    expect(redacted.s3.accessKey).toBe("");
    expect(settings.s3.secret).toBe("s3-secret");
    expect(settings.recordFileToken.secret).toHaveLength(50);
  });
});

describe("mergeSettingsPatch", () => {
  test("null keeps scalars and blocks, empties lists; unknown keys are dropped", () => {
    const current = defaultSettings();
    current.emailAuth.onlyDomains = ["a.com"];
    const merged = mergeSettingsPatch(current, {
      meta: null,
      smtp: { host: null, port: 25 },
      emailAuth: { onlyDomains: null, exceptDomains: ["b.com"] },
      extra: { nested: true },
    });
    expect(merged.meta).toEqual(current.meta);
    expect(merged.smtp).toEqual({ ...current.smtp, port: 25 });
    expect(merged.emailAuth.onlyDomains).toBeNull();
    expect(merged.emailAuth.exceptDomains).toEqual(["b.com"]);
    expect(merged).not.toHaveProperty("extra");
    expect(current.smtp.port).toBe(587);
  });

  test("a value of the wrong JSON type is a decode error", () => {
    for (const patch of [
      [],
      "x",
      { meta: "x" },
      { logs: { maxDays: "5" } },
      { logs: { maxDays: 2.5 } },
      { smtp: { enabled: "true" } },
      { emailAuth: { onlyDomains: [1] } },
      { adminAuthToken: { duration: 1e300 } },
    ]) {
      expect(() => mergeSettingsPatch(defaultSettings(), patch)).toThrow(SettingsDecodeError);
    }
  });
});

describe("value rules", () => {
  test("cron: five fields or a macro, within range", () => {
    for (const valid of ["* * * * *", "0 */2 1-15/3 1,6,12 0", "@weekly", "@midnight", "5 4 * * 6"]) {
      expect(cronProblem(valid)).toBeNull();
    }
    expect(cronProblem("* * * * * *")).toBe(
      "invalid cron expression - must be a valid macro or to have exactly 5 space separated segments",
    );
    expect(cronProblem("*  * * * *")).toBe(
      "invalid cron expression - must be a valid macro or to have exactly 5 space separated segments",
    );
    expect(cronProblem("@reboot")).toBe(
      "invalid cron expression - must be a valid macro or to have exactly 5 space separated segments",
    );
    expect(cronProblem("* 24 * * *")).toBe(
      "invalid segment value - must be between the min and max of the segment",
    );
    expect(cronProblem("* * 0 * *")).toBe(
      "invalid segment value - must be between the min and max of the segment",
    );
    expect(cronProblem("* * * * MON")).toBe('strconv.Atoi: parsing "MON": invalid syntax');
    expect(cronProblem("5/2 * * * *")).toBe(
      "invalid segement step - step > 1 could be used only with the wildcard or range format",
    );
    expect(cronProblem("*/0 * * * *")).toBe(
      "invalid segment step boundary - the step must be between 1 and the 59",
    );
    expect(cronProblem("10-5 * * * *")).toBe("invalid segment range maximum - must be between 10 and 59");
  });

  test("URLs and hosts", () => {
    for (const url of [
      "http://localhost:8090",
      "https://example.com/a?b=c#d",
      "example.com",
      "http://[::1]:80/",
      "s3.eu-central-1.amazonaws.com",
    ]) {
      expect(isUrl(url)).toBe(true);
    }
    for (const url of [
      "",
      "abc",
      "http://",
      "not a url",
      "gopher://example.com",
      ".example.com",
      "http://exa mple.com",
    ]) {
      expect(isUrl(url)).toBe(false);
    }
    for (const host of ["smtp.example.com", "localhost", "127.0.0.1", "::1", "mail_relay"])
      expect(isHost(host)).toBe(true);
    for (const host of ["bad host", "host!", "-"]) expect(isHost(host)).toBe(false);
  });
});

describe("purgeRequestLogs", () => {
  test("keeps recent entries; with 0 deletes all and compacts logs.db", async () => {
    const data = copyFixture();
    cleanups.push(data.cleanup);
    const backend = open(data.dir);
    cleanups.push(() => closeBackend(backend));
    const count = () =>
      (backend.logsDb.prepare("SELECT count(*) AS n FROM _requests").get() as { n: number }).n;
    const insert = backend.logsDb.prepare(
      "INSERT INTO _requests (id, url, created, updated) VALUES (?, ?, strftime('%Y-%m-%d %H:%M:%fZ'), strftime('%Y-%m-%d %H:%M:%fZ'))",
    );
    for (let i = 0; i < 500; i++) insert.run(`recent${String(i).padStart(9, "0")}`, "/x".repeat(200));
    expect(count()).toBe(84 + 500);
    purgeRequestLogs(backend.logsDb, 5);
    expect(count()).toBe(500);
    purgeRequestLogs(backend.logsDb, 0);
    expect(count()).toBe(0);
    const freelist = backend.logsDb.prepare("PRAGMA freelist_count").get() as { freelist_count: number };
    expect(freelist.freelist_count).toBe(0);
  });
});
