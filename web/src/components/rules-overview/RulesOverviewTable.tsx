import { ruleNames } from "../../../../shared/rules/rule-access.ts";
import type { RuleKey } from "../../lib/collections/collection-form.ts";
import { RULE_COLUMN_LABELS, type RulesOverviewRow } from "../../lib/rules-overview/rules-overview.ts";
import { RuleMark } from "./RuleMark.tsx";

export interface RulesOverviewTableProps {
  rows: RulesOverviewRow[];
  onOpen: (collectionId: string, rule: RuleKey) => void;
}

/** Every collection's five API rules side by side (presentational). */
export function RulesOverviewTable({ rows, onOpen }: RulesOverviewTableProps) {
  return (
    <div className="rules-overview-scroll">
      <table className="rules-overview-table">
        <caption className="visually-hidden">API rules of each collection</caption>
        <thead>
          <tr>
            <th scope="col">Collection</th>
            {ruleNames.map((rule) => (
              <th key={rule} scope="col">
                {RULE_COLUMN_LABELS[rule]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <a href={`#/collections?collectionId=${encodeURIComponent(row.id)}`}>{row.name}</a>
                <span className="rules-overview-type">{row.type}</span>
              </th>
              {row.cells.map((cell) => (
                <td key={cell.rule}>
                  <RuleMark collection={row.name} cell={cell} onOpen={() => onOpen(row.id, cell.rule)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
