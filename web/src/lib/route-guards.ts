/** @module Route conditions: the global installer rule and the guest/admin/any guards. */

export type Guard = "guest" | "admin" | "any";

/** Whether the page address (before the hash) carries the installer flag. */
export function hasInstallerFlag(search: string): boolean {
  return new URLSearchParams(search).has("installer");
}

/**
 * Where a failed route condition sends the user (always the root), or null when the route may
 * render. Outside the root, the installer flag sends everyone to the root.
 */
export function guardRedirect(
  guard: Guard,
  signedIn: boolean,
  path: string,
  pageSearch: string,
): string | null {
  if (path !== "/" && hasInstallerFlag(pageSearch)) return "/";
  if (guard === "guest" && signedIn) return "/";
  if (guard === "admin" && !signedIn) return "/";
  return null;
}
