import { Field } from "../../base/Field.tsx";
import { Icon } from "../../base/Icon.tsx";
import { SettingsInput, settingsFieldId } from "../SettingsInput.tsx";
import { SwitchField } from "../SwitchField.tsx";
import type { ApplicationForm, RateLimitRuleForm } from "./application-form.ts";

type RateLimits = NonNullable<ApplicationForm["rateLimits"]>;

const AUDIENCES = [
  { value: "", label: "Everyone" },
  { value: "@guest", label: "Guests only" },
  { value: "@auth", label: "Signed-in only" },
];

const NEW_RULE: RateLimitRuleForm = { label: "", maxRequests: 300, duration: 10, audience: "" };

/**
 * The rate limiter (v0.23+): on/off and its rules, each a label (a path prefix such as `/api/`, or
 * `collection:action` such as `posts:create`), requests allowed per duration and who it applies to;
 * from v0.38 also the IPs no rule limits.
 * Inputs are named by the server's error paths (`rateLimits.rules.0.label`).
 */
export function RateLimitRulesFields({
  value,
  onChange,
}: {
  value: RateLimits;
  onChange: (v: RateLimits) => void;
}) {
  const setRule = (index: number, patch: Partial<RateLimitRuleForm>) =>
    onChange({ ...value, rules: value.rules.map((r, i) => (i === index ? { ...r, ...patch } : r)) });
  return (
    <fieldset className="settings-section">
      <legend className="settings-section-title">Rate limiting</legend>
      <SwitchField
        name="rateLimits.enabled"
        label="Limit the rate of requests"
        hint="Requests over a rule's limit within its duration are refused with 429 until the window passes."
        checked={value.enabled}
        onChange={(enabled) => onChange({ ...value, enabled })}
      />
      {value.rules.map((rule, i) => {
        const base = `rateLimits.rules.${i}`;
        const audienceId = settingsFieldId(`${base}.audience`);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; their place is their error path
          <div key={i} className="form-grid form-grid-4 rate-limit-rule">
            <SettingsInput
              name={`${base}.label`}
              label={`Rule ${i + 1} label`}
              placeholder="/api/ or posts:create"
              required
              value={rule.label}
              onChange={(label) => setRule(i, { label })}
            />
            <SettingsInput
              name={`${base}.maxRequests`}
              label="Max requests"
              type="number"
              min={1}
              required
              value={rule.maxRequests}
              onChange={(maxRequests) => setRule(i, { maxRequests })}
            />
            <SettingsInput
              name={`${base}.duration`}
              label="Per seconds"
              type="number"
              min={1}
              required
              value={rule.duration}
              onChange={(duration) => setRule(i, { duration })}
            />
            <Field name={`${base}.audience`} label="Applies to" htmlFor={audienceId}>
              <div className="input-group">
                <select
                  id={audienceId}
                  className="input"
                  value={rule.audience}
                  onChange={(e) => setRule(i, { audience: e.target.value })}
                >
                  {AUDIENCES.map((a) => (
                    <option key={a.value} value={a.value}>
                      {a.label}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="btn-icon"
                  aria-label={`Remove rule ${i + 1}`}
                  title="Remove rule"
                  onClick={() => onChange({ ...value, rules: value.rules.filter((_, j) => j !== i) })}
                >
                  <Icon name="trash" size={16} />
                </button>
              </div>
            </Field>
          </div>
        );
      })}
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={() => onChange({ ...value, rules: [...value.rules, { ...NEW_RULE }] })}
      >
        <Icon name="plus" size={14} />
        Add rate limit rule
      </button>
      {value.excludedIPs !== undefined && (
        <SettingsInput
          name="rateLimits.excludedIPs"
          label="Excluded IPs"
          placeholder="None"
          hint="Comma-separated IPs or networks (10.0.0.0/8) that no rule limits, such as your own servers."
          value={value.excludedIPs}
          onChange={(excludedIPs) => onChange({ ...value, excludedIPs })}
        />
      )}
    </fieldset>
  );
}
