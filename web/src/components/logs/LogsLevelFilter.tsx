import { LOG_LEVELS } from "../../../../shared/logs/log-levels.ts";

export interface LogsLevelFilterProps {
  /** The minimum level's name, "" for all levels. */
  value: string;
  onChange: (level: string) => void;
}

/** The minimum level shown (logs with levels only, PocketBase v0.20+): all, or debug/info/warn/error and above. */
export function LogsLevelFilter({ value, onChange }: LogsLevelFilterProps) {
  return (
    <label className="logs-level">
      Minimum level
      <select className="input input-sm" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All levels</option>
        {LOG_LEVELS.map((level) => (
          <option key={level.name} value={level.name}>
            {level.name.toUpperCase()} and above
          </option>
        ))}
      </select>
    </label>
  );
}
