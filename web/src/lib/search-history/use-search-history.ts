import { type KeyboardEvent, useEffect, useState } from "react";
import { addSearch, loadSearches, saveSearches } from "./search-history.ts";

export interface SearchHistory {
  searches: string[];
  open: boolean;
  active: number;
  /** Remembers a submitted search. */
  remember: (search: string) => void;
  close: () => void;
  /** Arrow keys open and move, Enter picks the active entry (returns it), Escape closes. */
  onKeyDown: (event: KeyboardEvent) => string | null;
}

/**
 * Recent searches of one search bar (`key`: the bar, plus the collection for records); no history without a key.
 * @example const history = useSearchHistory(`records:${collectionId}`);
 */
export function useSearchHistory(key: string | undefined): SearchHistory {
  const [searches, setSearches] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    setSearches(key ? loadSearches(localStorage, key) : []);
    setOpen(false);
  }, [key]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  return {
    searches,
    open: open && searches.length > 0,
    active,
    close,
    remember(search) {
      if (!key) return;
      const next = addSearch(searches, search);
      setSearches(next);
      saveSearches(localStorage, key, next);
    },
    onKeyDown(event) {
      if (!key || searches.length === 0) return null;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setOpen(true);
        setActive((i) =>
          open ? (i + step + searches.length) % searches.length : step > 0 ? 0 : searches.length - 1,
        );
        return null;
      }
      if (event.key === "Escape" && open) {
        event.preventDefault();
        close();
        return null;
      }
      if (event.key === "Enter" && open && active >= 0) {
        event.preventDefault();
        const picked = searches[active];
        close();
        return picked;
      }
      return null;
    },
  };
}
