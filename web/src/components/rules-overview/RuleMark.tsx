import type { RuleCell } from "../../lib/rules-overview/rules-overview.ts";
import { ACCESS_LABELS, RULE_COLUMN_LABELS } from "../../lib/rules-overview/rules-overview.ts";

export interface RuleMarkProps {
  collection: string;
  cell: RuleCell;
  /** Opens the rule in the collection editor; without it (a read-only collection) the mark is plain text. */
  onOpen?: () => void;
}

/** One rule of one collection: Public / Admins only / Conditional; a click opens it in the collection editor. */
export function RuleMark({ collection, cell, onOpen }: RuleMarkProps) {
  if (!cell.applies) {
    return <span className="rule-mark rule-mark-none">n/a</span>;
  }
  const label = ACCESS_LABELS[cell.access];
  if (!onOpen) {
    return (
      <span
        className={`rule-mark rule-mark-${cell.access}`}
        title={cell.access === "conditional" ? (cell.text ?? "") : undefined}
      >
        <span className="rule-mark-dot" aria-hidden="true" />
        {label}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`rule-mark rule-mark-${cell.access}`}
      onClick={onOpen}
      // starts with the visible text, so speech input and the screen reader agree
      aria-label={`${label}: ${collection} ${RULE_COLUMN_LABELS[cell.rule]} rule`}
      title={cell.access === "conditional" ? (cell.text ?? "") : undefined}
    >
      <span className="rule-mark-dot" aria-hidden="true" />
      {label}
    </button>
  );
}
