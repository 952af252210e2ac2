/** Builds zip archives for upload tests: the entries of an existing archive plus generated files. */
import { randomBytes } from "node:crypto";
import yauzl from "yauzl";
import yazl from "yazl";

function entriesOf(zip: Buffer): Promise<{ name: string; data: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err || !file) return reject(err);
      const out: { name: string; data: Buffer }[] = [];
      file.on("entry", (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith("/")) return file.readEntry();
        file.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            out.push({ name: entry.fileName, data: Buffer.concat(chunks) });
            file.readEntry();
          });
        });
      });
      file.on("end", () => resolve(out));
      file.on("error", reject);
      file.readEntry();
    });
  });
}

/** `base`'s entries plus random (incompressible) files of the given sizes, stored uncompressed. */
export async function zipBuffer(base: Buffer, extra: Record<string, number>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const { name, data } of await entriesOf(base)) zip.addBuffer(data, name);
  for (const [name, size] of Object.entries(extra))
    zip.addBuffer(randomBytes(size), name, { compress: false });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
