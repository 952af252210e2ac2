/** @module Mounts the Ink app on the terminal and resolves when it exits (rejects with its error). */
import { render } from "ink";
import type { Client } from "../../shared/client/index.ts";
import type { LocalFacts } from "../../shared/doctor/types.ts";
import { App } from "./App.tsx";
import type { StartOptions } from "./contexts.ts";

export interface RenderAppOptions {
  label: string;
  connection: Promise<{ client: Client; label: string; localFacts?: LocalFacts }>;
  stdout: NodeJS.WriteStream;
  stdin: NodeJS.ReadStream;
  start?: StartOptions;
}

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
