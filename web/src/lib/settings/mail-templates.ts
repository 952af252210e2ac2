/** @module The three editable mail templates, their placeholders and the preview rendering. */
import type { EmailTemplate } from "../../../../shared/client/settings.ts";

export type TemplateKey = "verificationTemplate" | "resetPasswordTemplate" | "confirmEmailChangeTemplate";

export const MAIL_TEMPLATES: Array<{ key: TemplateKey; title: string }> = [
  { key: "verificationTemplate", title: "Verification" },
  { key: "resetPasswordTemplate", title: "Password reset" },
  { key: "confirmEmailChangeTemplate", title: "Confirm email change" },
];

export type TemplatePart = "subject" | "actionUrl" | "body";

/** The placeholders each part accepts; `required` ones must appear. */
export const PLACEHOLDERS: Record<TemplatePart, Array<{ name: string; required?: boolean }>> = {
  subject: [{ name: "{APP_NAME}" }, { name: "{APP_URL}" }],
  actionUrl: [{ name: "{TOKEN}", required: true }],
  body: [
    { name: "{APP_NAME}" },
    { name: "{APP_URL}" },
    { name: "{TOKEN}", required: true },
    { name: "{ACTION_URL}", required: true },
  ],
};

/** Fills the placeholders with sample values for the preview. */
export function fillPlaceholders(
  text: string,
  values: { appName: string; appUrl: string; actionUrl?: string },
): string {
  const token = "sample-token";
  const actionUrl = (values.actionUrl ?? "")
    .replaceAll("{APP_NAME}", values.appName)
    .replaceAll("{APP_URL}", values.appUrl)
    .replaceAll("{TOKEN}", token);
  return text
    .replaceAll("{APP_NAME}", values.appName)
    .replaceAll("{APP_URL}", values.appUrl)
    .replaceAll("{TOKEN}", token)
    .replaceAll("{ACTION_URL}", actionUrl);
}

/** Whether server errors name any part of a template (`meta.verificationTemplate.body`). */
export function templateHasErrors(errors: Record<string, unknown>, key: TemplateKey): boolean {
  const meta = errors.meta as Record<string, unknown> | undefined;
  const group = meta?.[key];
  return !!group && typeof group === "object" && Object.keys(group).length > 0;
}

export type { EmailTemplate };
