/** @module The hover text of a saved record's id: its system dates, those it has. */
import type { RecordModel } from "../../../../shared/models.ts";
import { shortDate } from "../format.ts";

/**
 * `Created: …` and `Updated: …` lines for the dates the record carries (a v0.23+ collection may have
 * neither); undefined when it has none.
 * @example recordDatesTitle({ id: "a", created: "2024-01-02 03:04:05.000Z" }) === "Created: 2024-01-02 03:04:05"
 */
export function recordDatesTitle(record: Pick<RecordModel, "created" | "updated">): string | undefined {
  const lines: string[] = [];
  if (record.created) lines.push(`Created: ${shortDate(record.created)}`);
  if (record.updated) lines.push(`Updated: ${shortDate(record.updated)}`);
  return lines.length > 0 ? lines.join("\n") : undefined;
}
