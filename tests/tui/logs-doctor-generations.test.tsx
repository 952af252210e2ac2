/**
 * The Logs and Doctor tabs, rendered in-process, on the real PocketBase v0.22.27 (a fixture copy)
 * and 0.40.6 (a fresh pb_data and a superuser made with the server's own command): the logs through
 * the v0.20+ generic logs (a level column, the message and data in the detail, a minimum level),
 * the doctor with its checks of each generation.
 */
import PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { type Client, createClient } from "../../shared/client/index.ts";
import { copyFixture, emptyDataDir } from "../helpers/pbdeck-process.ts";
import {
  type PocketBaseName,
  type PocketBaseProcess,
  pocketBaseBinary,
  startPocketBase,
  upsertSuperuser,
} from "../helpers/pocketbase-server.ts";
import { KEY, type Rendered, renderApp } from "./helpers/tui-render.tsx";

const ADMIN = { email: "test@example.com", password: "1234567890" };

interface GenerationCase {
  server: PocketBaseName;
  version: string;
  fresh: boolean;
  /** A finding of this generation's doctor, as the tab words it. */
  finding: string;
}

const CASES: GenerationCase[] = [
  {
    server: "v0.22",
    version: "0.22.27",
    fresh: false,
    finding: 'Anyone, even without signing in, can change any record of "demo2"',
  },
  {
    server: "newest",
    version: "0.40.6",
    fresh: true,
    finding: "Superusers sign in with a password alone (MFA is off for _superusers).",
  },
];

describe.each(CASES)("PocketBase $version", (gen) => {
  let data: { dir: string; cleanup(): void } | undefined;
  let server: PocketBaseProcess | undefined;
  let client: Client;
  let app: Rendered | undefined;
  beforeAll(async () => {
    data = gen.fresh ? emptyDataDir() : copyFixture();
    server = await startPocketBase(gen.server, data.dir);
    if (gen.fresh) upsertSuperuser(pocketBaseBinary(gen.server), data.dir, ADMIN.email, ADMIN.password);
    client = createClient(server.url, undefined, { autoCancel: false });
    const path = gen.fresh
      ? "/api/collections/_superusers/auth-with-password"
      : "/api/admins/auth-with-password";
    const { token } = await client.pb.send<{ token: string }>(path, {
      method: "POST",
      body: { identity: ADMIN.email, password: ADMIN.password },
      requestKey: null,
    });
    client.pb.authStore.save(token, null);
    // guest requests: a 404 (logged as an error) and the list of a missing collection's records
    const guest = new PocketBase(server.url);
    await guest
      .collection("nope")
      .getList(1, 1, { requestKey: null })
      .catch(() => {});
    await vi.waitFor(
      async () => {
        const page = await client.pb.send<{ totalItems: number }>("/api/logs", {
          query: { filter: 'data.url ~ "/api/collections/nope"', perPage: 1 },
          requestKey: null,
        });
        expect(page.totalItems).toBe(1);
      },
      { timeout: 20_000, interval: 200 },
    );
  }, 60_000);
  afterEach(() => app?.unmount());
  afterAll(async () => {
    if (server) expect(await server.stop(), server.output()).toBe(0);
    data?.cleanup();
  });

  test("logs: a level column, a minimum level (v), the level and meta in the detail", async () => {
    app = renderApp(client, "logs", undefined, gen.fresh ? "v0.23+" : "v0.20-v0.22");
    const frame = await app.see("/api/collections/nope/records", "Level: all", " log(s)");
    expect(frame).toContain("  Level  Method Code URL / message");
    const row = frame.split("\n").find((line) => line.includes("/api/collections/nope/records")) ?? "";
    expect(row).toMatch(/^[› ] ERROR +GET +404 +\/api\/collections\/nope\/records/);
    // all -> debug -> info -> warn -> error: only errors left
    await app.press("v", "v", "v", "v");
    const errors = await app.see("Level: error+");
    for (const line of errors.split("\n").filter((l) => /^[› ] [A-Z]+ +[A-Z]+ +\d{3} /.test(l))) {
      expect(line).toMatch(/^[› ] ERROR/);
    }
    await app.press("v");
    await app.see("Level: all");
    await app.press("/");
    await app.type("/api/collections/nope");
    await app.press(KEY.enter);
    await app.see("Filter: /api/collections/nope", "1 log(s)");
    await app.press(KEY.enter);
    const detail = await app.see("Log (Esc to close)", "Level", "Meta", "UserAgent");
    expect(detail).toMatch(/│ Level +ERROR\n/);
    expect(detail).toMatch(/│ Status +404\n/);
    expect(detail).toMatch(/│ Auth +guest\n/);
    expect(detail).toContain('"errorMessage"');
  });

  test("doctor: the findings of the checks of this generation", async () => {
    app = renderApp(client, "doctor", undefined, gen.fresh ? "v0.23+" : "v0.20-v0.22");
    const frame = await app.see(gen.finding);
    expect(frame).toMatch(/\d+ errors? · \d+ warnings? · \d+ info/);
  });
});
