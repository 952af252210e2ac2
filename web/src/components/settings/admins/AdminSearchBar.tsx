import { SearchBar } from "../../base/SearchBar.tsx";

/** The admins search box: plain text matches id, email and dates; a filter expression is used as is. */
export function AdminSearchBar({ value, onSubmit }: { value: string; onSubmit: (text: string) => void }) {
  return (
    <SearchBar
      value={value}
      onSubmit={onSubmit}
      id="admins-search"
      label="Search admins"
      placeholder={'Search term or filter like email ~ "example.com"...'}
    />
  );
}
