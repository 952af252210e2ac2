import { SearchBar } from "../../base/SearchBar.tsx";

/** The admins search box: plain text matches id, email and dates; a filter expression is used as is. */
export function AdminSearchBar({
  value,
  error,
  onSubmit,
}: {
  value: string;
  /** The API's message for a bad filter, shown under the box. */
  error: string;
  onSubmit: (text: string) => void;
}) {
  return (
    <SearchBar
      value={value}
      error={error}
      onSubmit={onSubmit}
      id="admins-search"
      label="Search admins"
      placeholder={'Search term or filter like email ~ "example.com"...'}
    />
  );
}
