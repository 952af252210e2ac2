/** @module Small display helpers. */

/** Truncates text to `max` characters with an ellipsis. */
export function truncate(text: string, max = 150): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Plain text of an HTML string (rich text previews). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** `title - appName - pbdeck`, skipping empty parts. */
export function documentTitle(title: string, appName: string): string {
  return [title, appName, "pbdeck"].filter(Boolean).join(" - ");
}

/** A date text in local time for tooltips (`2023-08-01 10:00:00 UTC` stays readable). */
export function shortDate(value: unknown): string {
  return typeof value === "string" ? value.slice(0, 19) : "";
}
