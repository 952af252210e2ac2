import { useStore } from "@nanostores/react";
import { $indexAdvice, addAdvisedIndex, dismissIndexAdvice } from "../../../stores/index-advice.ts";

/**
 * A quiet hint under the records table when the list of a large collection was slow on a field with no
 * index: the field, the time, the records, "Add index on <field>" (asks first) and a dismiss button.
 */
export function IndexAdviceHint() {
  const advice = useStore($indexAdvice);
  if (!advice) return null;
  const action = advice.kind === "sort" ? `Sorting by ${advice.field}` : `Filtering on ${advice.field}`;
  return (
    <div className="index-advice" role="note" aria-label="Index advice">
      <span className="index-advice-text">
        {action} took {Math.round(advice.ms).toLocaleString("en")} ms on {advice.rows.toLocaleString("en")}{" "}
        records: {advice.field} has no index.
      </span>
      <button type="button" className="btn btn-sm btn-secondary" onClick={() => addAdvisedIndex(advice)}>
        Add index on {advice.field}
      </button>
      <button
        type="button"
        className="btn-icon btn-sm"
        aria-label="Dismiss index advice"
        title="Dismiss"
        onClick={() => dismissIndexAdvice(advice.collectionId)}
      >
        ×
      </button>
    </div>
  );
}
