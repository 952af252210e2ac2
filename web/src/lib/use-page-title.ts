import { useEffect } from "react";
import { setPageTitle } from "../stores/app.ts";

/**
 * Sets the page title while the page is shown.
 * @example usePageTitle("Admin sign in");
 */
export function usePageTitle(title: string): void {
  useEffect(() => setPageTitle(title), [title]);
}
