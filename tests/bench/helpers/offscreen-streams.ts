/** Stand-ins for a terminal's streams, so that Ink renders frames nobody sees (as ink-testing-library does). */
import { EventEmitter } from "node:events";

/** An output stream of `columns` that swallows every frame. */
export function offscreenOutput(columns: number): NodeJS.WriteStream {
  return Object.assign(new EventEmitter(), { columns, rows: 40, isTTY: false, write: () => true }) as never;
}

/** An input stream that never sends a key. */
export function offscreenInput(): NodeJS.ReadStream {
  const noop = () => {};
  return Object.assign(new EventEmitter(), {
    isTTY: false,
    setRawMode: noop,
    setEncoding: noop,
    read: () => null,
    ref: noop,
    unref: noop,
    resume: noop,
    pause: noop,
  }) as never;
}
