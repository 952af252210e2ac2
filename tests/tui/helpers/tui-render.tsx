/** Renders the TUI app (ink-testing-library) on a real client signed in to a real pbdeck server. */
import { render } from "ink-testing-library";
import { expect, vi } from "vitest";
import type { ApiGeneration } from "../../../shared/client/api-generation.ts";
import { generationApi } from "../../../shared/client/generations/generation-api.ts";
import { type Client, createClient } from "../../../shared/client/index.ts";
import { App } from "../../../tui/app/App.tsx";
import type { StartOptions } from "../../../tui/app/contexts.ts";
import type { TabId } from "../../../tui/app/tabs.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";

export const KEY = {
  enter: "\r",
  escape: "\u001b",
  up: "\u001b[A",
  down: "\u001b[B",
  tab: "\t",
  backspace: "\u007f",
} as const;

/** A client signed in as the fixture's admin test@example.com (the admin model fetched), as connectTarget makes it. */
export async function adminClient(url: string): Promise<Client> {
  const client = createClient(url, undefined, { autoCancel: false });
  client.pb.authStore.save(adminToken, null);
  await client.pb.admins.authRefresh({ requestKey: null });
  return client;
}

export type Rendered = ReturnType<typeof render> & {
  /** Waits until the last frame contains every text. */
  see(...texts: string[]): Promise<string>;
  /** Waits until the last frame contains none of the texts. */
  gone(...texts: string[]): Promise<string>;
  /** Writes keys one at a time, letting Ink handle each before the next. */
  press(...keys: string[]): Promise<void>;
  /** Types text into the focused field (one chunk, as a paste or a fast typist). */
  type(text: string): Promise<void>;
};

// a typist's pace: React applies a key's state and re-subscribes Ink's input handlers before the next key
const keyGap = () => new Promise((resolve) => setTimeout(resolve, 15));

/**
 * Renders the whole app on `tab`, already connected with `client` to a server of `generation`
 * (`start`: as from the command line).
 */
export function renderApp(
  client: Client,
  tab: TabId = "logs",
  start?: StartOptions,
  generation: ApiGeneration = "v0.18",
): Rendered {
  const connection = Promise.resolve({
    client,
    label: "test backend",
    api: generationApi(client, generation),
  });
  return wrap(render(<App label="test backend" connection={connection} initialTab={tab} start={start} />));
}

/** Adds the waiting and typing helpers to an ink-testing-library instance. */
export function wrap(instance: ReturnType<typeof render>): Rendered {
  const frame = () => instance.lastFrame() ?? "";
  return Object.assign(instance, {
    see: (...texts: string[]) =>
      vi.waitFor(
        () => {
          for (const text of texts) expect(frame()).toContain(text);
          return frame();
        },
        { timeout: 10_000, interval: 20 },
      ),
    gone: (...texts: string[]) =>
      vi.waitFor(
        () => {
          for (const text of texts) expect(frame()).not.toContain(text);
          return frame();
        },
        { timeout: 10_000, interval: 20 },
      ),
    press: async (...keys: string[]) => {
      for (const key of keys) {
        await keyGap();
        instance.stdin.write(key);
        await keyGap();
      }
    },
    type: async (text: string) => {
      await keyGap();
      instance.stdin.write(text);
      await keyGap();
    },
  });
}
