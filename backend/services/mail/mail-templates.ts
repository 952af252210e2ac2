/** @module Email templates of settings.meta and the built-in admin reset email, with their placeholders resolved. */
import type { EmailTemplate, Settings } from "../settings/settings-defaults.ts";

/** A template with every placeholder replaced. */
export interface ResolvedEmail {
  subject: string;
  html: string;
  actionUrl: string;
}

/** Resolves `{APP_NAME}`, `{APP_URL}`, `{TOKEN}` and `{ACTION_URL}` in a settings template. */
export function resolveTemplate(
  meta: Settings["meta"],
  template: EmailTemplate,
  token: string,
): ResolvedEmail {
  const common = (text: string) =>
    text.replaceAll("{APP_NAME}", meta.appName).replaceAll("{APP_URL}", meta.appUrl);
  const actionUrl = collapsePathSlashes(common(template.actionUrl).replaceAll("{TOKEN}", token));
  const html = common(template.body).replaceAll("{TOKEN}", token).replaceAll("{ACTION_URL}", actionUrl);
  return { subject: common(template.subject), html, actionUrl };
}

/** The built-in admin password reset email; its link opens the console's reset page. */
export function adminPasswordResetEmail(meta: Settings["meta"], token: string): ResolvedEmail {
  const actionUrl = collapsePathSlashes(`${meta.appUrl}/_/#/confirm-password-reset/${token}`);
  const appName = escapeHtml(meta.appName);
  const html = [
    "<p>Hello,</p>",
    `<p>Follow this link to reset your admin password for ${appName}.</p>`,
    "<p>",
    `  <a class="btn" href="${escapeHtml(actionUrl)}" target="_blank" rel="noopener">Reset password</a>`,
    "</p>",
    "<p><i>If you did not request to reset your password, please ignore this email and the link will expire on its own.</i></p>",
  ].join("\n");
  return { subject: "Reset admin password", html, actionUrl };
}

/** Collapses repeated `/` in the path of a URL (not in `scheme://`, the query or the fragment); keeps a trailing slash. */
export function collapsePathSlashes(url: string): string {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*)?([^?#]*)(.*)$/s.exec(url);
  if (!match) return url;
  const [, origin = "", path, rest] = match;
  return origin + path.replace(/\/{2,}/g, "/") + rest;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
