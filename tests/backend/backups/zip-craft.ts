/** Hand-made zip archives for the bad-input tests: yazl output with names and sizes patched in place. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import yazl from "yazl";
import { fixtureDir } from "../../helpers/pbdeck-process.ts";

export interface CraftEntry {
  name: string;
  data: Buffer;
  mode?: number;
  compress?: boolean;
}

/** A zip of the given entries (yazl refuses unsafe names, so callers patch them afterwards). */
export function zipOf(entries: CraftEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    zip.addBuffer(entry.data, entry.name, { mode: entry.mode ?? 0o100644, compress: entry.compress ?? true });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on("error", reject);
  });
}

/** Replaces every occurrence of `from` by `to` (same length): entry names in local and central headers. */
export function renameInZip(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error("names must keep their length");
  const out = Buffer.from(zip);
  let at = out.indexOf(from, 0, "latin1");
  while (at >= 0) {
    out.write(to, at, "latin1");
    at = out.indexOf(from, at + to.length, "latin1");
  }
  return out;
}

/** Sets the uncompressed size of every central directory entry (a forged header). */
export function forgeUncompressedSizes(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  let at = out.indexOf("PK\x01\x02", 0, "latin1");
  while (at >= 0) {
    out.writeUInt32LE(size, at + 24);
    at = out.indexOf("PK\x01\x02", at + 46, "latin1");
  }
  return out;
}

/** The fixture's data.db, for archives that must otherwise be valid. */
export function fixtureDataDb(): Buffer {
  return readFileSync(join(fixtureDir, "data.db"));
}
