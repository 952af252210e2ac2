import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import { AUTH_PROVIDERS, splitByEnabled } from "../../../lib/settings/auth-providers.ts";
import { useRevealTarget } from "../../../lib/settings/settings-focus.ts";
import { resetFieldErrors } from "../../../stores/field-errors.ts";
import { $settings, loadSettings } from "../../../stores/settings/settings.ts";
import { SettingsLoader } from "../SettingsLoader.tsx";
import { ProviderCard } from "./ProviderCard.tsx";
import { ProviderPanel } from "./ProviderPanel.tsx";

/** Provider cards, enabled ones first, each opening its settings dialog. */
export function AuthProvidersList() {
  const settings = useStore($settings);
  const [openKey, setOpenKey] = useState("");
  const groups = useMemo(() => splitByEnabled(settings), [settings]);

  useEffect(() => {
    resetFieldErrors();
    void loadSettings();
  }, []);

  // the settings search points at `field-{key}.clientId`: open that provider
  useRevealTarget((id) => {
    const info = AUTH_PROVIDERS.find((p) => id.startsWith(`field-${p.key}.`));
    if (info) setOpenKey(info.key);
  });

  if (!settings) return <SettingsLoader />;
  const open = AUTH_PROVIDERS.find((p) => p.key === openKey) ?? null;
  const cards = (list: typeof AUTH_PROVIDERS, enabled: boolean) => (
    <ul className="provider-grid">
      {list.map((info) => (
        <ProviderCard key={info.key} info={info} enabled={enabled} onOpen={() => setOpenKey(info.key)} />
      ))}
    </ul>
  );

  return (
    <div className="settings-panel">
      <p className="settings-intro">Manage the allowed users OAuth2 sign-in/sign-up methods.</p>
      {groups.enabled.length > 0 && (
        <>
          {cards(groups.enabled, true)}
          <hr className="settings-divider" />
        </>
      )}
      {cards(groups.disabled, false)}
      <ProviderPanel info={open} saved={open ? settings[open.key] : null} onClose={() => setOpenKey("")} />
    </div>
  );
}
