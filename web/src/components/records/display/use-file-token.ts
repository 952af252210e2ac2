import { useEffect, useState } from "react";
import type { Collection } from "../../../../../shared/models.ts";
import { hasProtectedFiles } from "../../../lib/collections/collection-fields.ts";
import { getFileToken } from "../../../stores/file-token.ts";

/**
 * The admin file token for a collection with protected file fields: "" when none is needed,
 * null while it loads (protected previews wait for it).
 * @example const token = useFileToken(collection);
 */
export function useFileToken(collection: Collection): string | null {
  const needed = hasProtectedFiles(collection.schema);
  const [token, setToken] = useState<string | null>(needed ? null : "");
  useEffect(() => {
    if (!needed) return setToken("");
    let live = true;
    setToken(null);
    void getFileToken().then((t) => live && setToken(t));
    return () => {
      live = false;
    };
  }, [needed]);
  return token;
}
