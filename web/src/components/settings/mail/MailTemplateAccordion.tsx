import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { EmailTemplate } from "../../../../../shared/client/settings.ts";
import { type TemplateKey, templateHasErrors } from "../../../lib/settings/mail-templates.ts";
import { $fieldErrors } from "../../../stores/field-errors.ts";
import { CodeEditor } from "../../base/code-editor/CodeEditor.tsx";
import { Field } from "../../base/Field.tsx";
import { Icon } from "../../base/Icon.tsx";
import { SettingsInput, settingsFieldId } from "../SettingsInput.tsx";
import { PlaceholderChips } from "./PlaceholderChips.tsx";
import { TemplatePreview } from "./TemplatePreview.tsx";

export interface MailTemplateAccordionProps {
  templateKey: TemplateKey;
  title: string;
  value: EmailTemplate;
  onChange: (value: EmailTemplate) => void;
  open: boolean;
  onToggle: () => void;
  appName: string;
  appUrl: string;
}

/** One default template (subject, action URL, HTML body) in a collapsible section, with a preview. */
export function MailTemplateAccordion(props: MailTemplateAccordionProps) {
  const { templateKey, title, value, onChange, open, onToggle, appName, appUrl } = props;
  const errors = useStore($fieldErrors);
  const hasErrors = templateHasErrors(errors as Record<string, unknown>, templateKey);
  const [preview, setPreview] = useState(false);
  const base = `meta.${templateKey}`;
  const bodyId = settingsFieldId(`${base}.body`);
  return (
    <section className={`accordion${open ? " open" : ""}`}>
      <h3 className="accordion-heading">
        <button
          type="button"
          className="accordion-header"
          aria-expanded={open}
          id={settingsFieldId(base)}
          onClick={onToggle}
        >
          <Icon name="mail" size={16} />
          <span className="grow">{title}</span>
          {hasErrors && (
            <span className="txt-danger" title="Has errors">
              <Icon name="error" size={16} title="Has errors" />
            </span>
          )}
          <Icon name={open ? "sortUp" : "sortDown"} size={14} />
        </button>
      </h3>
      {open && (
        <div className="accordion-content">
          <SettingsInput
            name={`${base}.subject`}
            label="Subject"
            required
            value={value.subject}
            onChange={(subject) => onChange({ ...value, subject })}
          />
          <PlaceholderChips part="subject" />
          <SettingsInput
            name={`${base}.actionUrl`}
            label="Action URL"
            required
            value={value.actionUrl}
            onChange={(actionUrl) => onChange({ ...value, actionUrl })}
          />
          <PlaceholderChips part="actionUrl" />
          <Field name={`${base}.body`} label="Body (HTML)" htmlFor={bodyId} required>
            <CodeEditor
              id={bodyId}
              language="html"
              value={value.body}
              maxHeight={360}
              onChange={(body) => onChange({ ...value, body })}
            />
          </Field>
          <PlaceholderChips part="body" />
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPreview((p) => !p)}>
            <Icon name="eye" size={14} />
            {preview ? "Hide preview" : "Preview"}
          </button>
          {preview && <TemplatePreview template={value} appName={appName} appUrl={appUrl} />}
        </div>
      )}
    </section>
  );
}
