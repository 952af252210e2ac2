/** What `pbdeck doctor` finds in the PocketBase v0.18.1 fixture, on pbdeck's backend and on every real server it upgrades to. */

/** Each finding as `id collection` (or `id`), in the report's order. */
export const FIXTURE_FINDINGS = [
  "rules.public-update demo2",
  "rules.public-delete demo2",
  "rules.public-delete demo4",
  "rules.auth-list-public nologin",
  "rules.auth-view-public nologin",
  "rules.public-update nologin",
  "rules.public-delete nologin",
  "rules.auth-open-signup users",
  "rules.auth-open-signup nologin",
  "ops.no-recent-backup",
  "ops.backups-local-only",
  "ops.smtp-off",
];

export const FIXTURE_FINDING_COUNTS = { error: 7, warning: 5, info: 0 };

/** A report's findings in the form of {@link FIXTURE_FINDINGS}. */
export function findingLines(findings: Array<{ id: string; collection?: string }>): string[] {
  return findings.map((f) => `${f.id} ${f.collection ?? ""}`.trim());
}
