import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import { RULES, ruleCompletions } from "../../lib/collections/collection-rules.ts";
import { $collectionEditorTarget, $draft, setRule } from "../../stores/collection-editor.ts";
import { $collections } from "../../stores/collections.ts";
import { RuleField } from "./RuleField.tsx";

/** The API rules of the collection (list and view only for views), with filter autocompletion. */
export function RulesTab() {
  const draft = useStore($draft);
  const collections = useStore($collections);
  const completions = useMemo(() => ruleCompletions(draft, collections), [draft, collections]);
  // opened on one rule (rules overview, Health): bring it into view and focus its first control
  useEffect(() => {
    const { rule } = $collectionEditorTarget.get();
    if (!rule) return;
    // after the panel's own focus on open (its effect runs after this child's)
    const frame = requestAnimationFrame(() => {
      const field = document.querySelector<HTMLElement>(`.rule-field-${rule}`);
      field?.scrollIntoView({ block: "center" });
      field?.querySelector<HTMLElement>("button, input")?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const rules =
    draft.type === "view" ? RULES.filter((r) => r.key === "listRule" || r.key === "viewRule") : RULES;

  return (
    <div className="rules-tab">
      <p className="muted">
        A locked rule lets only admins perform the action; an empty unlocked rule lets everyone. Rules use the
        filter syntax, e.g. <code>@request.auth.id != ""</code>.
      </p>
      {rules.map((rule) => (
        <RuleField
          key={rule.key}
          name={rule.key}
          label={rule.label}
          value={draft[rule.key]}
          completions={completions}
          onChange={(value) => setRule(rule.key, value)}
        />
      ))}
    </div>
  );
}
