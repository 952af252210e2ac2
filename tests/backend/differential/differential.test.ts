/**
 * Differential suite: every case is sent alike to pbdeck's embedded backend and to PocketBase
 * v0.18.1, each on its own fresh copy of the fixture per group, and the normalised answers
 * (status, content type, body) must be equal. Accepted differences are named on their case.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminsGroup } from "./cases-admins.ts";
import { backupsGroup } from "./cases-backups.ts";
import { collectionsGroup, collectionsImportGroup } from "./cases-collections.ts";
import { filesGroup } from "./cases-files.ts";
import { logsGroup } from "./cases-logs.ts";
import { realtimeGroup } from "./cases-realtime.ts";
import { recordAuthGroup } from "./cases-record-auth.ts";
import { recordsReadGroup } from "./cases-records-read.ts";
import { recordsWriteGroup } from "./cases-records-write.ts";
import { settingsGroup } from "./cases-settings.ts";
import { differences } from "./differences.ts";
import { type KnownData, knownData, Normaliser } from "./normalise.ts";
import { sendCase } from "./send.ts";
import { prepareBase, type ServerPair, startPair } from "./servers.ts";
import type { DiffGroup, Observed, ServerUnderTest } from "./types.ts";

const groups: DiffGroup[] = [
  collectionsGroup,
  collectionsImportGroup,
  recordsReadGroup,
  recordsWriteGroup,
  recordAuthGroup,
  filesGroup,
  settingsGroup,
  logsGroup,
  backupsGroup,
  realtimeGroup,
  adminsGroup,
];

let base: { dir: string; cleanup(): void };
let known: KnownData;

beforeAll(async () => {
  base = await prepareBase();
  known = knownData(base.dir);
}, 60_000);
afterAll(() => base?.cleanup());

test("the table has at least 300 cases", () => {
  expect(groups.reduce((n, group) => n + group.cases.length, 0)).toBeGreaterThanOrEqual(300);
});

for (const group of groups) {
  describe(group.name, () => {
    let pair: ServerPair;
    const normalisers = new Map<ServerUnderTest, Normaliser>();

    beforeAll(async () => {
      pair = await startPair(base.dir);
      normalisers.set(pair.pbdeck, new Normaliser(pair.since, known));
      normalisers.set(pair.pocketbase, new Normaliser(pair.since, known));
      if (group.setup) await Promise.all([group.setup(pair.pbdeck), group.setup(pair.pocketbase)]);
    }, 60_000);
    afterAll(async () => {
      await pair?.stop();
      await group.teardown?.();
    });

    for (const item of group.cases) {
      const title = item.accept ? `${item.name} (accepted: ${item.accept})` : item.name;
      test(title, async () => {
        const answers: Observed[] = [];
        for (const server of [pair.pbdeck, pair.pocketbase]) {
          const raw = await sendCase(item, server).catch((err: unknown) => {
            throw new Error(`${server.label}: ${err instanceof Error ? err.message : String(err)}`);
          });
          if (process.env.DIFF_DEBUG)
            console.log(server.label, item.name, JSON.stringify(raw).slice(0, 2000));
          item.save?.(raw, server);
          const normaliser = normalisers.get(server) as Normaliser;
          const normalised = normaliser.normalise(raw) as Observed;
          answers.push(item.adjust ? item.adjust(normalised) : normalised);
        }
        // pbdeck's answer on the left of each line, PocketBase v0.18.1's on the right
        const found = differences(answers[0], answers[1]);
        expect(found, `pbdeck ≠ PocketBase v0.18.1 at:\n${found.join("\n")}\n`).toEqual([]);
      });
    }
  });
}
