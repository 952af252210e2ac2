/** The built `pbdeck tui` in tmux: chart buckets by range, the "all" range, --since, the collections list. */
import PocketBase from "pocketbase";
import { describe, expect, test, vi } from "vitest";
import { adminToken } from "../helpers/fixture-tokens.ts";
import { keepOldLogs } from "../helpers/old-logs.ts";
import { serverForSuite } from "../helpers/server-suite.ts";
import { builtTui } from "./helpers/built-tui.ts";
import { barColumns } from "./helpers/chart-columns.ts";

const { tui, fixture } = builtTui();

describe("--backend on a running pbdeck", () => {
  const server = serverForSuite();

  test("--since 15m: one request fills one column of the chart, not all", async () => {
    const guest = new PocketBase(server.url);
    await guest.collection("demo2").getList(1, 1, { requestKey: null });
    const admin = new PocketBase(server.url);
    admin.authStore.save(adminToken, null);
    await vi.waitFor(
      async () => {
        // the fixture's requests are from 2023: this one is the only recent one
        const filter = 'created > "2024-01-01"';
        const page = await admin.logs.getRequestsList(1, 1, { filter, requestKey: null });
        expect(page.totalItems).toBe(1);
      },
      { timeout: 10_000, interval: 50 },
    );
    const term = tui(["--backend", server.url, "--since", "15m"], { PBDECK_TOKEN: adminToken });
    const screen = await term.see("[15m]", "1 log(s)", "max 1 per 1 min");
    expect(barColumns(screen)).toBe(1);
    await term.keys("q");
    await term.see("[exit 0]");
  });
});

describe("--dir on a copy of the fixture (requests from 2023 only)", () => {
  test('"all" shows the old requests the presets miss; the collections tab lists the collections', async () => {
    // the fixture's requests of 2023 outlive the purge at the first logged request
    const term = tui(["--dir", keepOldLogs(fixture())]);
    await term.see("[24h]", "No requests in this range");
    await term.keys("r");
    await term.see("[7d]");
    await term.keys("r");
    const all = await term.see("[all]", "33 log(s)", "per column");
    expect(all).not.toContain("No requests in this range");
    expect(all).toMatch(/\n04-04 1[23]:00 +max \d+ per column +\d{2}-\d{2} \d{2}:\d{2}\n/);
    await term.keys("3");
    const list = await term.see("[3 Collections]", "numeric_id_view", "x export");
    expect(list).toContain(`${"demo1".padEnd(40)}base       13        3`);
    expect(list).toContain(`${"users".padEnd(40)}auth        4        3`);
    await term.keys("q");
    await term.see("[exit 0]");
  });

  test("a bad --since is one line and exit 1", async () => {
    const term = tui(["--dir", fixture(), "--since", "soon"]);
    const screen = await term.see("[exit 1]");
    expect(screen).toContain(
      'pbdeck: invalid --since "soon": use a number with s, m, h or d (30s, 15m, 1h, 7d)',
    );
  });
});
