/** @module The app's React contexts: the client, the body's size, and who is capturing typed text. */
import { createContext } from "react";
import type { Client } from "../../shared/client/index.ts";

export const ClientContext = createContext<Client | null>(null);

/** Columns and rows available to a view (the frame's lines excluded). */
export interface BodySize {
  width: number;
  height: number;
}

export const BodySizeContext = createContext<BodySize>({ width: 80, height: 20 });

/** Views register while a text field is focused, so the app's one-key shortcuts stand aside. */
export interface InputCapture {
  setCapturing(owner: string, capturing: boolean): void;
}

export const InputCaptureContext = createContext<InputCapture>({ setCapturing: () => {} });
