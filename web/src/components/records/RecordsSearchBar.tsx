import { SearchBar } from "../base/SearchBar.tsx";

export interface RecordsSearchBarProps {
  value: string;
  /** The API's message for a bad filter, shown under the box. */
  error: string;
  onSubmit: (value: string) => void;
  /** The collection whose recent searches the box offers. */
  collectionId?: string;
}

/** The records search box: plain text or a filter expression; the filter's 400 error shows below it. */
export function RecordsSearchBar({ value, error, onSubmit, collectionId }: RecordsSearchBarProps) {
  return (
    <SearchBar
      value={value}
      error={error}
      onSubmit={onSubmit}
      label="Search records"
      historyKey={collectionId && `records:${collectionId}`}
      placeholder={'Search term or filter like created > "2022-01-01"...'}
    />
  );
}
