/** @module Runs the fleet screen on the alternate screen until q, or until Enter picks a profile to open. */
import { render } from "ink";
import { clearScreen, enterScreen, leaveScreen } from "../terminal-screen.ts";
import { FleetApp, type FleetAppProps } from "./FleetApp.tsx";

export type FleetExit = { kind: "quit" } | { kind: "open"; name: string };

export interface RunFleetOptions extends Omit<FleetAppProps, "onOpen"> {
  stdout?: NodeJS.WriteStream;
  stdin?: NodeJS.ReadStream;
}

/** Draws the fleet; resolves with what ended it. @throws Error when not on a terminal */
export async function runFleet(options: RunFleetOptions): Promise<FleetExit> {
  const stdout = options.stdout ?? process.stdout;
  const stdin = options.stdin ?? process.stdin;
  if (!stdout.isTTY || !stdin.isTTY) throw new Error("pbdeck fleet needs a terminal (or use --json)");
  enterScreen(stdout);
  clearScreen(stdout);
  const restore = () => leaveScreen(stdout);
  process.once("exit", restore);
  let result: FleetExit = { kind: "quit" };
  const instance = render(
    <FleetApp
      {...options}
      onOpen={(name) => {
        result = { kind: "open", name };
        instance.unmount();
      }}
    />,
    { stdout, stdin, exitOnCtrlC: true, patchConsole: true },
  );
  const onTerm = () => instance.unmount();
  process.once("SIGTERM", onTerm);
  try {
    await instance.waitUntilExit();
  } finally {
    process.off("SIGTERM", onTerm);
    restore();
    process.off("exit", restore);
  }
  return result;
}
