/** The search over all settings (filled in with the settings index). */
export function SettingsSearch() {
  return null;
}
