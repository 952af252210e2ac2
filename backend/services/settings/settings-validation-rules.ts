/**
 * @module Value checks used by the settings validation (http-api §2.9): URL, host name and the
 * 5-field cron syntax of PocketBase's scheduler. Each returns a `{code, message}` leaf or null.
 */
import { Cron } from "croner";
import type { FieldError } from "../../../shared/models.ts";
import { fieldError } from "../../errors.ts";

const dnsName = /^[a-zA-Z0-9_][a-zA-Z0-9_-]{0,62}(\.[a-zA-Z0-9_][a-zA-Z0-9_-]{0,62})*[._]?$/;
const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const urlSchemes = /^(ftp|tcp|udp|wss?|https?):\/\//i;
const urlHostLabel = /^[a-zA-Z0-9]([a-zA-Z0-9_-]*[a-zA-Z0-9])?$/;

function isIp(value: string): boolean {
  if (ipv4.test(value)) return true;
  // URL gives IPv6 back in brackets; anything it accepts there is a valid address
  return value.includes(":") && URL.canParse(`http://[${value}]/`);
}

/** Whether `value` is an IP address or a DNS name (Go validator's IsHost). */
export function isHost(value: string): boolean {
  return isIp(value) || (Buffer.byteLength(value) <= 255 && dnsName.test(value));
}

/**
 * Whether `value` is a URL the way PocketBase's `is.URL` sees it: an optional http(s)/ws(s)/ftp/tcp/udp
 * scheme, a host name or IP, then an optional port, path, query and fragment.
 */
export function isUrl(value: string): boolean {
  if (value.length <= 3 || value.length >= 2083 || value.startsWith(".") || /\s/.test(value)) return false;
  const hasScheme = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//.test(value);
  if (hasScheme && !urlSchemes.test(value)) return false;
  const text = hasScheme ? value : `http://${value}`;
  if (!URL.canParse(text)) return false;
  const host = new URL(text).hostname;
  if (host === "" || host.startsWith(".")) return false;
  if (host.startsWith("[")) return true;
  if (ipv4.test(host)) return true;
  const labels = host.replace(/\.$/, "").split(".");
  return labels.every((label) => urlHostLabel.test(label));
}

/** `validation_is_url` for a non-empty value that is not a URL. */
export function urlRule(value: string): FieldError | null {
  return value !== "" && !isUrl(value) ? fieldError("validation_is_url", "Must be a valid URL.") : null;
}

/** `validation_is_host` for a non-empty value that is neither an IP nor a DNS name. */
export function hostRule(value: string): FieldError | null {
  return value !== "" && !isHost(value)
    ? fieldError("validation_is_host", "Must be a valid IP address or DNS name.")
    : null;
}

/** Cron macros (`@daily`...) and the 5-field expressions they stand for; the backups scheduler expands them too. */
export const cronMacros: Readonly<Record<string, string>> = {
  "@yearly": "0 0 1 1 *",
  "@annually": "0 0 1 1 *",
  "@monthly": "0 0 1 * *",
  "@weekly": "0 0 * * 0",
  "@daily": "0 0 * * *",
  "@midnight": "0 0 * * *",
  "@hourly": "0 * * * *",
};

// minute, hour, day of month, month, day of week
const segmentBounds: Array<[number, number]> = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 6],
];

function atoi(text: string): number {
  if (!/^[+-]?\d+$/.test(text)) throw new Error(`strconv.Atoi: parsing "${text}": invalid syntax`);
  return Number(text);
}

function checkSegment(segment: string, min: number, max: number): void {
  for (const part of segment.split(",")) {
    const stepParts = part.split("/");
    if (stepParts.length > 2)
      throw new Error("invalid segment step format - must be in the format */n or 1-30/n");
    const step = stepParts.length === 2 ? atoi(stepParts[1]) : 1;
    if (step < 1 || step > max)
      throw new Error(`invalid segment step boundary - the step must be between 1 and the ${max}`);
    if (stepParts[0] === "*") continue;
    const range = stepParts[0].split("-");
    if (range.length === 1) {
      if (step !== 1)
        throw new Error(
          "invalid segement step - step > 1 could be used only with the wildcard or range format",
        );
      const value = atoi(range[0]);
      if (value < min || value > max)
        throw new Error("invalid segment value - must be between the min and max of the segment");
    } else if (range.length === 2) {
      const from = atoi(range[0]);
      if (from < min || from > max)
        throw new Error(`invalid segment range minimum - must be between ${min} and ${max}`);
      const to = atoi(range[1]);
      if (to < from || to > max)
        throw new Error(`invalid segment range maximum - must be between ${from} and ${max}`);
    } else {
      throw new Error("invalid segment range format - the range must have 1 or 2 parts");
    }
  }
}

/** The parser error of a cron expression (5 fields or a macro), or null when it is valid. */
export function cronProblem(expression: string): string | null {
  const expanded = cronMacros[expression] ?? expression;
  const segments = expanded.split(" ");
  if (segments.length !== 5)
    return "invalid cron expression - must be a valid macro or to have exactly 5 space separated segments";
  try {
    segments.forEach((segment, i) => {
      checkSegment(segment, segmentBounds[i][0], segmentBounds[i][1]);
    });
    // the backups scheduler runs on croner: whatever passes here must also be accepted there
    new Cron(expanded, { paused: true }).stop();
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/** `validation_invalid_cron` (message = the parser error) for a non-empty invalid expression. */
export function cronRule(value: string): FieldError | null {
  if (value === "") return null;
  const problem = cronProblem(value);
  return problem === null ? null : fieldError("validation_invalid_cron", problem);
}
