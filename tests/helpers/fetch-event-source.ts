/** An EventSource for the SDK's realtime client in Node, where there is none. */

/**
 * The part of the browser EventSource the SDK uses, over fetch: named events as MessageEvents
 * whose `lastEventId` is the `id:` line, `onerror` when the stream fails or ends, `close()`.
 */
class FetchEventSource extends EventTarget {
  onerror: ((event: Event) => void) | null = null;
  readonly url: string;
  private readonly controller = new AbortController();

  constructor(url: string) {
    super();
    this.url = url;
    void this.run();
  }

  close(): void {
    this.controller.abort();
  }

  private async run(): Promise<void> {
    try {
      const res = await fetch(this.url, { signal: this.controller.signal });
      const decoder = new TextDecoder();
      let buffer = "";
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        buffer += decoder.decode(part.value, { stream: true });
        for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
          this.dispatch(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
      }
    } catch {
      if (this.controller.signal.aborted) return;
    }
    if (!this.controller.signal.aborted) this.onerror?.(new Event("error"));
  }

  private dispatch(frame: string): void {
    const fields: Record<string, string> = { id: "", event: "message", data: "" };
    for (const line of frame.split("\n")) {
      const colon = line.indexOf(":");
      if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1);
    }
    this.dispatchEvent(new MessageEvent(fields.event, { data: fields.data, lastEventId: fields.id }));
  }
}

/** Makes the SDK's realtime client work in this test process. */
export function installFetchEventSource(): void {
  (globalThis as { EventSource?: unknown }).EventSource = FetchEventSource;
}
