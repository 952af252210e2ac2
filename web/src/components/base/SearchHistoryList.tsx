export interface SearchHistoryListProps {
  id: string;
  searches: string[];
  /** Index of the option the arrow keys are on, or -1. */
  active: number;
  onPick: (search: string) => void;
}

/** The recent searches under a search box (a listbox the box controls: arrows move, Enter picks). */
export function SearchHistoryList({ id, searches, active, onPick }: SearchHistoryListProps) {
  return (
    <div id={id} className="search-history" role="listbox" aria-label="Recent searches">
      {searches.map((search, index) => (
        <div
          key={search}
          tabIndex={-1}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className={index === active ? "active" : undefined}
          // mousedown, not click: the box must not lose focus (and close the list) first
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(search);
          }}
        >
          {search}
        </div>
      ))}
    </div>
  );
}
