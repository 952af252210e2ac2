/** The loader a settings page shows while its settings load. */
export function SettingsLoader() {
  return (
    <div className="state-panel" aria-busy="true">
      <span className="spinner" />
      <span>Loading...</span>
    </div>
  );
}
