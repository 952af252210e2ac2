import { useStore } from "@nanostores/react";
import { $automigrate } from "../../stores/automigrate.ts";

/** The collection editor's footer note while automigrate is on; nothing otherwise. */
export function AutomigrateNote() {
  const on = useStore($automigrate);
  if (!on) return null;
  return <span className="panel-footer-note">Automigrate is on: saving writes a migration file.</span>;
}
