/** @module The charset parameter of text types, decided like mimetype v1.4.2 does (BOM, declaration, UTF-8, latin). */

function fromBom(b: Buffer): string {
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return "utf-8";
  if (b[0] === 0x00 && b[1] === 0x00 && b[2] === 0xfe && b[3] === 0xff) return "utf-32be";
  if (b[0] === 0xff && b[1] === 0xfe && b[2] === 0x00 && b[3] === 0x00) return "utf-32le";
  if (b[0] === 0xfe && b[1] === 0xff) return "utf-16be";
  if (b[0] === 0xff && b[1] === 0xfe) return "utf-16le";
  return "";
}

function isUtf8(b: Buffer): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
}

/** Charset of plain text: UTF-8 when it decodes (ASCII included), else a latin charset. */
function fromPlain(b: Buffer): string {
  if (b.length === 0) return "";
  const bom = fromBom(b);
  if (bom) return bom;
  // the sniffed bytes may end in the middle of a character: drop that partial one
  let end = b.length;
  for (let i = b.length - 1; i >= 0 && i > b.length - 4; i--) {
    if (b[i] < 0x80) break;
    if ((b[i] & 0xc0) !== 0x80) {
      end = i;
      break;
    }
  }
  if (isUtf8(b.subarray(0, end))) return "utf-8";
  // bytes 0x80-0x9f are control codes in ISO-8859-1 but printable in windows-1252
  return b.some((c) => c >= 0x80 && c <= 0x9f) ? "windows-1252" : "iso-8859-1";
}

function declared(b: Buffer, pattern: RegExp): string {
  const match = pattern.exec(b.toString("latin1"));
  return match ? match[1].toLowerCase() : "";
}

/** The charset of text content of a kind; empty when there is nothing to tell (empty content). */
export function detectCharset(b: Buffer, kind: "plain" | "html" | "xml"): string {
  if (kind === "html") {
    return fromBom(b) || declared(b, /<meta[^>]*charset\s*=\s*["']?([A-Za-z0-9_.:-]+)/i) || fromPlain(b);
  }
  if (kind === "xml") {
    return (
      fromBom(b) || declared(b, /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9_.:-]+)["']/i) || fromPlain(b)
    );
  }
  return fromPlain(b);
}
