import type { AuthProviderInfo } from "../../../lib/settings/auth-providers.ts";
import { PROVIDER_MARKS } from "./provider-marks.tsx";

/** A provider's logo: its brand colour tile with the provider's mark, drawn for pbdeck (provider-marks.tsx). */
export function ProviderLogo({ info, size = 32 }: { info: AuthProviderInfo; size?: number }) {
  // a white tile needs an edge on the white card
  const edge = info.color === "#ffffff" ? { stroke: "#dadce0", strokeWidth: 1 } : {};
  return (
    <svg className="provider-logo" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <rect x=".5" y=".5" width="23" height="23" rx="6" fill={info.color} {...edge} />
      {PROVIDER_MARKS[info.key]}
    </svg>
  );
}
