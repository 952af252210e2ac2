/**
 * A restore's swap cut off at every step (a kill -9), and with the renames that were not flushed yet
 * lost (a power cut): the next start ends with the complete previous data or the complete restored
 * data (data.db, logs.db, every storage file), never a mix and never less, and an empty scratch dir.
 */
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import {
  journalName,
  readJournal,
  UnsafeDataDirError,
} from "../../../backend/services/backups/restore/restore-journal.ts";
import { recoverInterruptedRestore } from "../../../backend/services/backups/restore/restore-recovery.ts";
import {
  commitSteps,
  planSwap,
  recoverySteps,
  rollbackSteps,
  type SwapStep,
  swapInSteps,
} from "../../../backend/services/backups/restore/restore-swap.ts";
import { buildTemplates, prepareState, snapshot } from "./restore-states.ts";

// built while the tests are collected: the step list names the tests
const templates = buildTemplates();
const oldData = snapshot(templates.oldDir);
const newData = snapshot(templates.newDir);
afterAll(() => templates.cleanup());

let counter = 0;

/** A pb_data about to be swapped, and its swap as steps: forward, then commit. */
function freshSwap(): { dataDir: string; steps: SwapStep[]; rollback: () => SwapStep[] } {
  const { dataDir, incoming } = prepareState(templates, `state${counter++}`);
  const journal = planSwap(dataDir, incoming);
  return {
    dataDir,
    steps: [...swapInSteps(dataDir, journal), ...commitSteps(dataDir, journal)],
    rollback: () => rollbackSteps(dataDir, journal),
  };
}

/** What a start leaves: "old" or "new" when pb_data is exactly one of them (else the differing paths). */
function startAndJudge(dataDir: string): string {
  recoverInterruptedRestore(dataDir);
  const scratch = join(dataDir, ".pb_temp_to_delete");
  expect(existsSync(scratch) ? readdirSync(scratch) : []).toEqual([]);
  const now = snapshot(dataDir);
  if (JSON.stringify(now) === JSON.stringify(oldData)) return "old";
  if (JSON.stringify(now) === JSON.stringify(newData)) return "new";
  return `a mix: ${JSON.stringify(now)}`;
}

const labels = (() => {
  const { steps } = freshSwap();
  return steps.map((step) => step.label);
})();
const committedAt = labels.indexOf("write journal (committed)");

test("the swap is journaled before its first rename and flushed between its phases", () => {
  expect(labels[0]).toBe("write journal (swapping)");
  expect(labels).toEqual([
    "write journal (swapping)",
    "create aside dir",
    "move .gitignore aside",
    "move data.db aside",
    "move logs.db aside",
    "move storage aside",
    "flush pb_data",
    "flush aside dir",
    "move data.db in",
    "move logs.db in",
    "move storage in",
    "move types.d.ts in",
    "flush pb_data",
    "flush incoming dir",
    "write journal (committed)",
    "remove aside dir",
    "remove incoming dir",
    "remove journal",
  ]);
});

describe("a kill -9 after each step", () => {
  for (let done = 0; done <= labels.length; done++) {
    const last = done === 0 ? "nothing (no journal yet)" : labels[done - 1];
    const expected = done > committedAt ? "new" : "old";
    test(`after ${done} steps (last: ${last}): the ${expected} data`, () => {
      const swap = freshSwap();
      for (const step of swap.steps.slice(0, done)) step.run();
      expect(startAndJudge(swap.dataDir)).toBe(expected);
    });
  }
});

describe("a power cut: the renames since the last flush may each be lost", () => {
  const isRename = (label: string) => /^move /.test(label);
  for (let done = 1; done <= committedAt; done++) {
    // the renames after the last flush (or journal write) among the first `done` steps
    let since = done;
    while (since > 0 && isRename(labels[since - 1])) since--;
    const pending = Array.from({ length: done - since }, (_, i) => since + i);
    if (pending.length === 0) continue;
    for (let lost = 1; lost < 2 ** pending.length; lost++) {
      const lostSteps = pending.filter((_, bit) => lost & (2 ** bit));
      const names = lostSteps.map((index) => labels[index]).join(", ");
      test(`after ${done} steps, lost: ${names}: the old data`, () => {
        const swap = freshSwap();
        for (const step of swap.steps.slice(0, done)) step.run();
        // undo the lost renames, as the disk would have them after the power cut
        for (const index of [...lostSteps].reverse()) {
          const rename = swap.steps[index].rename;
          if (!rename) throw new Error("not a rename");
          renameSync(rename.to, rename.from);
        }
        expect(startAndJudge(swap.dataDir)).toBe("old");
      });
    }
  }
});

describe("a crash during a start's own recovery: the next start finishes it", () => {
  for (const done of [3, 5, 8, 10, 12, 14, committedAt + 1, committedAt + 2]) {
    test(`a swap cut after ${done} steps, its recovery cut after each of its steps`, () => {
      const probe = freshSwap();
      for (const step of probe.steps.slice(0, done)) step.run();
      const journal = readJournal(probe.dataDir);
      if (!journal) throw new Error("no journal");
      const recoveryLength = recoverySteps(probe.dataDir, journal).length;
      const expected = done > committedAt ? "new" : "old";
      for (let cut = 0; cut < recoveryLength; cut++) {
        const swap = freshSwap();
        for (const step of swap.steps.slice(0, done)) step.run();
        const own = readJournal(swap.dataDir);
        if (!own) throw new Error("no journal");
        for (const step of recoverySteps(swap.dataDir, own).slice(0, cut)) step.run();
        expect(startAndJudge(swap.dataDir), `recovery cut after ${cut} steps`).toBe(expected);
      }
    });
  }
});

test("an in-process rollback (the new data did not open) cut after each step: the old data", () => {
  const probe = freshSwap();
  for (const step of probe.steps.slice(0, committedAt)) step.run();
  const rollbackLength = probe.rollback().length;
  for (let cut = 0; cut <= rollbackLength; cut++) {
    const swap = freshSwap();
    for (const step of swap.steps.slice(0, committedAt)) step.run();
    for (const step of swap.rollback().slice(0, cut)) step.run();
    expect(startAndJudge(swap.dataDir), `rollback cut after ${cut} steps`).toBe("old");
  }
});

describe("a journal write cut off", () => {
  test("the first one, before its rename: no journal, the old data", () => {
    const swap = freshSwap();
    const scratch = join(swap.dataDir, ".pb_temp_to_delete");
    writeFileSync(join(scratch, `.${journalName}.tmp`), '{"state":"swapp');
    expect(startAndJudge(swap.dataDir)).toBe("old");
  });

  test("the committed one, before its rename: still swapping, the old data", () => {
    const swap = freshSwap();
    for (const step of swap.steps.slice(0, committedAt)) step.run();
    const scratch = join(swap.dataDir, ".pb_temp_to_delete");
    const swapping = readFileSync(join(scratch, journalName), "utf8");
    writeFileSync(join(scratch, `.${journalName}.tmp`), swapping.replace('"swapping"', '"committed"'));
    expect(startAndJudge(swap.dataDir)).toBe("old");
  });

  test("an unreadable journal (a damaged disk): the start is refused and everything kept", () => {
    const swap = freshSwap();
    for (const step of swap.steps.slice(0, 10)) step.run();
    const scratch = join(swap.dataDir, ".pb_temp_to_delete");
    writeFileSync(join(scratch, journalName), "\0\0\0\0");
    const before = snapshot(scratch);
    expect(() => recoverInterruptedRestore(swap.dataDir)).toThrow(UnsafeDataDirError);
    expect(snapshot(scratch)).toEqual(before);
  });
});
