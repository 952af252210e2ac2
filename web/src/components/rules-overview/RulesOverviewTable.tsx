import { ruleNames } from "../../../../shared/rules/rule-access.ts";
import type { RuleKey } from "../../lib/collections/collection-form.ts";
import {
  authRuleNames,
  type OverviewRule,
  RULE_COLUMN_LABELS,
  type RuleCell,
  type RulesOverviewRow,
} from "../../lib/rules-overview/rules-overview.ts";
import { RuleMark } from "./RuleMark.tsx";

export interface RulesOverviewTableProps {
  rows: RulesOverviewRow[];
  /** Opens one of the five rules in the collection editor. */
  onOpen: (collectionId: string, rule: RuleKey) => void;
}

const NOT_APPLICABLE: RuleCell[] = authRuleNames.map((rule) => ({
  rule,
  access: "admin",
  text: null,
  applies: false,
}));

/**
 * Every collection's five API rules side by side (presentational); with v0.23+ auth collections,
 * their `authRule` and `manageRule` too.
 */
export function RulesOverviewTable({ rows, onOpen }: RulesOverviewTableProps) {
  const authColumns = rows.some((row) => row.authCells.length > 0);
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
            {authColumns &&
              authRuleNames.map((rule) => (
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
                  <RuleMark
                    collection={row.name}
                    cell={cell}
                    onOpen={isRuleKey(cell.rule) ? () => onOpen(row.id, cell.rule as RuleKey) : undefined}
                  />
                </td>
              ))}
              {authColumns &&
                (row.authCells.length > 0 ? row.authCells : NOT_APPLICABLE).map((cell) => (
                  <td key={cell.rule}>
                    <RuleMark collection={row.name} cell={cell} />
                  </td>
                ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function isRuleKey(rule: OverviewRule): rule is RuleKey {
  return (ruleNames as readonly string[]).includes(rule);
}
