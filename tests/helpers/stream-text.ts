/** Reading a streamed response body to its end. */

/** The whole text a reader yields (UTF-8). @throws when there is no reader (the backend has no streamed export) */
export async function streamText(reader: ReadableStreamDefaultReader<Uint8Array> | null): Promise<string> {
  if (!reader) throw new Error("the backend has no streamed export");
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
