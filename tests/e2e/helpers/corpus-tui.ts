/** The TUI's tabs on a corpus server: each opens on the server's data, and the TUI quits cleanly. */
import { expect } from "vitest";
import type { Terminal } from "../../tui/helpers/tmux-terminal.ts";

/** One row of the Collections tab: name, type, own fields (as the console lists them) and records. */
export interface TuiCollectionRow {
  name: string;
  type: string;
  fields: number;
  records: number;
}

/**
 * Visits Logs (the toggle of the admins' requests named as the server names them), Backups, Collections (its first rows as `rows` say), Admins (the signed-in one) and Doctor
 * (its summary line), then quits with exit 0. No screen shows a `pbdeck:` failure line.
 */
export async function walkTuiTabs(
  term: Terminal,
  who: { email: string; superuser: boolean },
  rows: TuiCollectionRow[],
): Promise<void> {
  // the server's own word for its admins
  await term.see("[1 Logs]", " log(s)", `${who.superuser ? "Superusers" : "Admins"}: excluded`);
  await term.keys("2");
  await term.see("[2 Backups]");
  await term.keys("3");
  const collections = await term.see("[3 Collections]", "Records");
  for (const row of rows) {
    const line = new RegExp(`^${row.name} +${row.type} +${row.fields} +${row.records}$`, "m");
    expect(collections, row.name).toMatch(line);
  }
  await term.keys("4");
  await term.see("[4 Admins]", who.email, "(you)");
  await term.keys("5");
  const doctor = await term.see("[5 Doctor]");
  await expect
    .poll(() => term.screen(), { timeout: 15_000 })
    .toMatch(/\d+ errors? · \d+ warnings? · \d+ info/);
  expect(doctor).not.toContain("pbdeck:");
  await term.keys("q");
  await term.see("[exit 0]");
}
