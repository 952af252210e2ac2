import type { AuthProviderInfo } from "../../../lib/settings/auth-providers.ts";

// drawn marks for the two providers whose logo is not a letter
const APPLE =
  "M16.4 12.6c0-2.2 1.8-3.2 1.9-3.3-1-1.5-2.6-1.7-3.2-1.7-1.4-.1-2.6.8-3.3.8-.7 0-1.7-.8-2.8-.8-1.5 0-2.8.9-3.6 2.2-1.5 2.7-.4 6.6 1.1 8.8.7 1 1.6 2.2 2.7 2.2 1.1-.1 1.5-.7 2.8-.7s1.7.7 2.8.7c1.2 0 1.9-1.1 2.6-2.1.8-1.2 1.2-2.4 1.2-2.4s-2.2-.9-2.2-3.5zM14.3 6c.6-.7 1-1.7.9-2.7-.9 0-1.9.6-2.5 1.3-.6.6-1 1.6-.9 2.6 1 .1 1.9-.5 2.5-1.2z";

/** A provider's logo: its brand color with a simple mark (no third-party artwork). */
export function ProviderLogo({ info, size = 32 }: { info: AuthProviderInfo; size?: number }) {
  const dark = info.key === "kakaoAuth"; // a light background needs a dark mark
  return (
    <svg className="provider-logo" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <rect width="24" height="24" rx="6" fill={info.color} />
      {info.key === "appleAuth" && <path d={APPLE} fill="#fff" />}
      {info.key === "microsoftAuth" && (
        <g>
          <rect x="5" y="5" width="6.5" height="6.5" fill="#f25022" />
          <rect x="12.5" y="5" width="6.5" height="6.5" fill="#7fba00" />
          <rect x="5" y="12.5" width="6.5" height="6.5" fill="#00a4ef" />
          <rect x="12.5" y="12.5" width="6.5" height="6.5" fill="#ffb900" />
        </g>
      )}
      {info.mark && (
        <text
          x="12"
          y="12"
          dy=".35em"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontWeight="700"
          fontSize={info.mark.length > 2 ? 8 : info.mark.length > 1 ? 10 : 14}
          fill={dark ? "#191919" : "#fff"}
        >
          {info.mark}
        </text>
      )}
    </svg>
  );
}
