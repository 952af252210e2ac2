import { type AuthProviderInfo, shortProviderKey } from "../../../lib/settings/auth-providers.ts";
import { Icon } from "../../base/Icon.tsx";
import { ProviderLogo } from "./ProviderLogo.tsx";

export interface ProviderCardProps {
  info: AuthProviderInfo;
  enabled: boolean;
  onOpen: () => void;
}

/** One provider: logo, title, short key, 'Enabled' label and its settings button. */
export function ProviderCard({ info, enabled, onOpen }: ProviderCardProps) {
  return (
    <li className={`provider-card${enabled ? " enabled" : ""}`}>
      <ProviderLogo info={info} />
      <div className="provider-card-text">
        <div className="provider-card-title">{info.title}</div>
        <div className="muted txt-mono">{shortProviderKey(info.key)}</div>
      </div>
      {enabled && <span className="label label-success">Enabled</span>}
      <button
        type="button"
        className="btn-icon"
        id={`provider-${info.key}`}
        aria-label={`${info.title} settings`}
        title={`${info.title} settings`}
        onClick={onOpen}
      >
        <Icon name="settings" />
      </button>
    </li>
  );
}
