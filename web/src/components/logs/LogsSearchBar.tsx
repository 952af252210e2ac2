import { SearchBar } from "../base/SearchBar.tsx";

export interface LogsSearchBarProps {
  value: string;
  /** The API's message for a bad filter, shown under the box. */
  error: string;
  onSubmit: (value: string) => void;
}

/** The logs search box: a term (matched over url, method, IPs, referer, user agent) or a filter. */
export function LogsSearchBar({ value, error, onSubmit }: LogsSearchBarProps) {
  return (
    <SearchBar
      value={value}
      error={error}
      onSubmit={onSubmit}
      label="Search logs"
      historyKey="logs"
      placeholder="Search term or filter like status >= 400"
    />
  );
}
