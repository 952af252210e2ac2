/** @module Email and URL syntax checks in the spirit of govalidator's IsEmail / IsURL. */

// local part: dot-separated atoms or a quoted string; domain: dot-separated labels, TLD not numeric
const emailPattern =
  /^(?:[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~\u00A0-\uFFFF]+(?:\.[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~\u00A0-\uFFFF]+)*|"[^"\\\r\n]*")@(?:[A-Za-z0-9\u00A0-\uFFFF](?:[A-Za-z0-9\u00A0-\uFFFF_~.-]*[A-Za-z0-9\u00A0-\uFFFF])?\.)+[A-Za-z\u00A0-\uFFFF](?:[A-Za-z0-9\u00A0-\uFFFF_~-]*[A-Za-z\u00A0-\uFFFF])?\.?$/;

/** Whether `text` is an email address (local part, `@`, dotted domain). */
export function isValidEmail(text: string): boolean {
  return text.length <= 254 && emailPattern.test(text);
}

const schemes = new Set(["http:", "https:", "ftp:", "tcp:", "udp:", "ws:", "wss:"]);
const hostLabel = /^[a-zA-Z0-9\u00A1-\uFFFF]([a-zA-Z0-9\u00A1-\uFFFF_-]*[a-zA-Z0-9\u00A1-\uFFFF])?$/;

/** Whether `text` is a URL: optional http(s)/ftp/ws scheme, a DNS name with a dot, localhost or an IP. */
export function isValidUrl(text: string): boolean {
  if (text.length <= 3 || text.length >= 2083 || text.startsWith(".") || /\s/.test(text)) return false;
  const withScheme = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//.test(text) ? text : `http://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return false;
  }
  if (!schemes.has(url.protocol)) return false;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(":")) return true;
  const labels = host.split(".");
  if (labels.length < 2 || labels.some((l) => !hostLabel.test(l))) return false;
  return /[a-zA-Z\u00A1-\uFFFF]/.test(labels[labels.length - 1]);
}

/** The host (with port) of a URL as Go's url.Parse reads it; "" without a scheme. */
export function urlHost(text: string): string {
  if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//.test(text)) return "";
  try {
    return new URL(text).host;
  } catch {
    return "";
  }
}
