/**
 * @module The Application page's values: name, URL, hide controls and logs everywhere; from v0.23
 * also batch, rate limits, trusted proxy and (v0.38+) superuser IPs, each only when the server
 * answered that group. Numbers are kept as typed (strings) and lists as comma-separated text.
 */
import type { RateLimitRule } from "../../../../../shared/client/generations/settings-api.ts";
import type { ConsoleSettings } from "../../../stores/settings/settings.ts";

type Typed = number | string;

export interface RateLimitRuleForm {
  label: string;
  maxRequests: Typed;
  duration: Typed;
  audience: string;
}

export interface ApplicationForm {
  meta: { appName: string; appUrl: string; hideControls: boolean };
  logs: { maxDays: Typed; minLevel?: Typed; logIP?: boolean; logAuthId?: boolean };
  batch?: { enabled: boolean; maxRequests: Typed; timeout: Typed; maxBodySize: Typed };
  /** `excludedIPs` as comma-separated text, only where the server has them (v0.38+). */
  rateLimits?: { enabled: boolean; rules: RateLimitRuleForm[]; excludedIPs?: string };
  trustedProxy?: { headers: string; useLeftmostIP: boolean };
  superuserIPs?: string;
}

/** The form of freshly read settings. */
export function applicationFormOf(s: ConsoleSettings): ApplicationForm {
  const logs = s.logs ?? { maxDays: 0 };
  const form: ApplicationForm = {
    meta: { appName: s.meta.appName, appUrl: s.meta.appUrl, hideControls: !!s.meta.hideControls },
    logs: { maxDays: logs.maxDays ?? 0 },
  };
  // the logs options of v0.20+ (the auth id from v0.23), each only where the server has it
  if (typeof logs.minLevel === "number") {
    form.logs = { ...form.logs, minLevel: logs.minLevel, logIP: !!logs.logIP };
    if (typeof logs.logAuthId === "boolean") form.logs.logAuthId = logs.logAuthId;
  }
  if (s.batch) form.batch = { ...s.batch };
  if (s.rateLimits) {
    form.rateLimits = {
      enabled: !!s.rateLimits.enabled,
      rules: (s.rateLimits.rules ?? []).map((r) => ({ ...r })),
    };
    if (Array.isArray(s.rateLimits.excludedIPs))
      form.rateLimits.excludedIPs = s.rateLimits.excludedIPs.join(", ");
  }
  if (s.trustedProxy) {
    form.trustedProxy = {
      headers: (s.trustedProxy.headers ?? []).join(", "),
      useLeftmostIP: !!s.trustedProxy.useLeftmostIP,
    };
  }
  if (Array.isArray(s.superuserIPs)) form.superuserIPs = s.superuserIPs.join(", ");
  return form;
}

// an emptied number is sent as 0 so the server reports it as required (null would keep the old value)
function num(value: Typed): number {
  const text = String(value).trim();
  return text === "" ? 0 : Number(text);
}

function list(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The groups this page sends. */
export function applicationPatch(form: ApplicationForm): Record<string, unknown> {
  const { logs } = form;
  const patch: Record<string, unknown> = {
    meta: form.meta,
    logs:
      logs.minLevel === undefined
        ? { maxDays: num(logs.maxDays) }
        : {
            maxDays: num(logs.maxDays),
            minLevel: num(logs.minLevel),
            logIP: logs.logIP,
            ...(logs.logAuthId === undefined ? {} : { logAuthId: logs.logAuthId }),
          },
  };
  if (form.batch) {
    const b = form.batch;
    patch.batch = {
      enabled: b.enabled,
      maxRequests: num(b.maxRequests),
      timeout: num(b.timeout),
      maxBodySize: num(b.maxBodySize),
    };
  }
  if (form.rateLimits) {
    patch.rateLimits = {
      enabled: form.rateLimits.enabled,
      rules: form.rateLimits.rules.map(
        (r): RateLimitRule => ({
          label: r.label.trim(),
          maxRequests: num(r.maxRequests),
          duration: num(r.duration),
          audience: r.audience,
        }),
      ),
      ...(form.rateLimits.excludedIPs === undefined
        ? {}
        : { excludedIPs: list(form.rateLimits.excludedIPs) }),
    };
  }
  if (form.trustedProxy) {
    patch.trustedProxy = {
      headers: list(form.trustedProxy.headers),
      useLeftmostIP: form.trustedProxy.useLeftmostIP,
    };
  }
  if (form.superuserIPs !== undefined) patch.superuserIPs = list(form.superuserIPs);
  return patch;
}
