import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import { RULES, ruleCompletions } from "../../lib/collections/collection-rules.ts";
import { serverOption } from "../../lib/collections/collection-v023.ts";
import { $collectionEditorTarget, $draft, setRule, setServerOption } from "../../stores/collection-editor.ts";
import { $collections } from "../../stores/collections.ts";
import { RuleField } from "./RuleField.tsx";

const SERVER_AUTH_RULES = [
  {
    key: "authRule",
    label: "Auth rule",
    hint: "Checked after a successful sign-in (any method), e.g. verified = true; empty lets every record in.",
  },
  {
    key: "manageRule",
    label: "Manage rule",
    hint: "Lets the matching users change other records' email, password and verified state.",
  },
] as const;

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
      {/* v0.23+ auth collections: who may sign in at all, and who may manage other users' records */}
      {draft.raw &&
        draft.type === "auth" &&
        SERVER_AUTH_RULES.map((rule) => (
          <RuleField
            key={rule.key}
            name={rule.key}
            label={rule.label}
            hint={rule.hint}
            value={(serverOption(draft, [rule.key]) as string | null | undefined) ?? null}
            completions={completions}
            onChange={(value) => setServerOption([rule.key], value)}
          />
        ))}
    </div>
  );
}
