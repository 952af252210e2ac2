import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { Toasts } from "../../../web/src/components/base/Toasts.tsx";
import { addToast, removeAllToasts, type ToastType } from "../../../web/src/stores/toasts.ts";

afterEach(() => removeAllToasts());

/** The icon of each rendered toast: its accessible name and its drawing. */
function icons(html: string): { name: string; path: string }[] {
  const found = [...html.matchAll(/<svg[^>]*aria-label="([^"]+)"[^>]*>.*?<path d="([^"]+)"/g)];
  return found.map((m) => ({ name: m[1] ?? "", path: m[2] ?? "" }));
}

test("each toast type shows its own named icon, not only a border colour", () => {
  const types: ToastType[] = ["success", "error", "warning", "info"];
  for (const type of types) addToast(type, `A ${type} message.`);
  const html = renderToStaticMarkup(<Toasts />);
  const seen = icons(html);
  expect(seen.map((i) => i.name)).toEqual(["Success", "Error", "Warning", "Info"]);
  // four different drawings
  expect(new Set(seen.map((i) => i.path)).size).toBe(4);
  for (const type of types) expect(html).toContain(`toast toast-${type}`);
});
