import type { EmailTemplate } from "../../../../../shared/client/settings.ts";
import { fillPlaceholders } from "../../../lib/settings/mail-templates.ts";

export interface TemplatePreviewProps {
  template: EmailTemplate;
  appName: string;
  appUrl: string;
}

/** The template as a recipient would see it, placeholders filled with sample values (scripts never run). */
export function TemplatePreview({ template, appName, appUrl }: TemplatePreviewProps) {
  const values = { appName, appUrl, actionUrl: template.actionUrl };
  return (
    <div className="template-preview">
      <div className="template-preview-subject">
        <span className="muted">Subject: </span>
        {fillPlaceholders(template.subject, values)}
      </div>
      <iframe
        title="Email preview"
        className="template-preview-frame"
        sandbox=""
        srcDoc={fillPlaceholders(template.body, values)}
      />
    </div>
  );
}
