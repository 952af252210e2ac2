import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { onDemand, useOnDemand } from "../../lib/on-demand.ts";
import { $paletteOpen, togglePalette } from "../../stores/palette.ts";

const commandPalette = onDemand(() => import("./CommandPalette.tsx"));

/** Listens for Ctrl/Cmd+K anywhere in the signed-in console and shows the palette (loaded on first use). */
export function CommandPaletteHost() {
  const open = useStore($paletteOpen);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "k") {
        e.preventDefault(); // the browser's own Ctrl+K focuses its search bar
        togglePalette();
      }
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);
  if (!open) return null;
  return <OpenPalette />;
}

/** The palette once its code is there (loaded on the first Ctrl/Cmd+K). */
function OpenPalette() {
  const CommandPalette = useOnDemand(commandPalette);
  return CommandPalette ? <CommandPalette /> : null;
}
