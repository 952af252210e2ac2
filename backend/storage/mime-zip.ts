/** @module Formats built on zip (office documents, epub, jar, OpenDocument), told apart by their first entries. */

const openDocumentTypes = [
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
  "application/vnd.oasis.opendocument.presentation",
  "application/vnd.oasis.opendocument.graphics",
  "application/vnd.oasis.opendocument.formula",
  "application/vnd.oasis.opendocument.chart",
];

const officeTypes: ReadonlyArray<readonly [entryPrefix: string, mime: string]> = [
  ["xl/", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  ["word/", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ["ppt/", "application/vnd.openxmlformats-officedocument.presentationml.presentation"],
];

/** Names of the local file entries found in the sniffed bytes, in order. */
function entryNames(b: Buffer): string[] {
  const names: string[] = [];
  let at = b.indexOf("PK\x03\x04", 0, "latin1");
  while (at >= 0 && at + 30 <= b.length) {
    const nameLength = b.readUInt16LE(at + 26);
    const end = Math.min(b.length, at + 30 + nameLength);
    names.push(b.toString("latin1", at + 30, end));
    at = b.indexOf("PK\x03\x04", end, "latin1");
  }
  return names;
}

// the office check gives up unless the archive starts like an OOXML package
function officeMime(names: string[]): string | null {
  for (const [i, name] of names.entries()) {
    const match = officeTypes.find(([entryPrefix]) => name.startsWith(entryPrefix));
    if (match) return match[1];
    if (i === 0 && name !== "[Content_Types].xml" && name !== "_rels/.rels" && name !== "docProps")
      return null;
  }
  return null;
}

/** The MIME type of zip content: a known zip-based format, else `application/zip`. */
export function detectZipMime(b: Buffer): string {
  const names = entryNames(b);
  const office = officeMime(names);
  if (office) return office;
  const stored = b.toString("latin1", 30, Math.min(b.length, 30 + 80));
  if (stored.startsWith("mimetypeapplication/epub+zip")) return "application/epub+zip";
  for (const mime of openDocumentTypes) {
    if (stored.startsWith(`mimetype${mime}`)) return mime;
  }
  if (names.includes("META-INF/MANIFEST.MF")) return "application/jar";
  return "application/zip";
}
