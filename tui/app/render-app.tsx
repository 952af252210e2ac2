/** @module Mounts the Ink app on the terminal and resolves when it exits (rejects with its error). */
import { render } from "ink";
import type { TuiTarget } from "../index.ts";
import { App } from "./App.tsx";
import type { StartOptions } from "./contexts.ts";

export interface RenderAppOptions {
  label: string;
  connection: Promise<Connected>;
  stdout: NodeJS.WriteStream;
  stdin: NodeJS.ReadStream;
  start?: StartOptions;
}

/** What the app needs of the connection (the target without its close). */
type Connected = Omit<TuiTarget, "close">;

export async function renderApp({
  label,
  connection,
  stdout,
  stdin,
  start,
}: RenderAppOptions): Promise<void> {
  const instance = render(<App label={label} connection={connection} start={start} />, {
    stdout,
    stdin,
    exitOnCtrlC: true,
    patchConsole: true,
  });
  // SIGTERM (e.g. the SSH session closing) ends the app like q does
  const onTerm = () => instance.unmount();
  process.once("SIGTERM", onTerm);
  try {
    await instance.waitUntilExit();
  } finally {
    process.off("SIGTERM", onTerm);
  }
}
