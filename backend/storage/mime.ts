/**
 * @module MIME detection by content sniffing, producing the strings PocketBase's detector
 * (gabriel-vasile/mimetype v1.4.2) produces, checked in its order; text types come last.
 */

import { detectTextMime } from "./mime-text.ts";
import { detectZipMime } from "./mime-zip.ts";

/** How many leading bytes the detector looks at, like mimetype's default read limit. */
export const sniffLimit = 3072;

type Check = (b: Buffer) => boolean;
type Signature = readonly [mime: string | ((b: Buffer) => string), check: Check];

const ascii = (b: Buffer, offset: number, text: string): boolean =>
  b.length >= offset + text.length && b.toString("latin1", offset, offset + text.length) === text;
const prefix =
  (...texts: string[]): Check =>
  (b) =>
    texts.some((t) => ascii(b, 0, t));
const riff =
  (format: string): Check =>
  (b) =>
    ascii(b, 0, "RIFF") && ascii(b, 8, format);
const ftypBrand = (b: Buffer): string =>
  b.length >= 12 && ascii(b, 4, "ftyp") ? b.toString("latin1", 8, 12) : "";
const ftyp =
  (...brands: string[]): Check =>
  (b) =>
    brands.includes(ftypBrand(b));

// biome-ignore format: a list of brands
const mp4Brands = [
  "avc1", "dash", "iso2", "iso3", "iso4", "iso5", "iso6", "isom", "mmp4", "mp41", "mp42", "mp4v", "mp71",
  "MSNV", "NDAS", "NDSC", "NSDC", "NSDH", "NDSM", "NDSP", "NDSS", "NDXC", "NDXH", "NDXM", "NDXP", "NDXS",
  "F4V ", "F4P ",
];

function isQuickTime(b: Buffer): boolean {
  if (b.length < 12) return false;
  const atom = b.toString("latin1", 4, 12);
  if (atom === "ftypqt  " || atom === "ftypmoov") return b[0] === 0;
  const head = b.toString("latin1", 4, 9);
  return ["moov\0", "mdat\0", "free\0", "skip\0", "pnot\0"].includes(head) || ascii(b, 0, "\0\0\0\x08wide");
}

function isMp3(b: Buffer): boolean {
  if (ascii(b, 0, "ID3")) return true;
  if (b.length < 2) return false;
  const sync = b.readUInt16BE(0) & 0xfffe;
  return sync === 0xfffa || sync === 0xfff2 || sync === 0xffe2;
}

function ebmlDocType(b: Buffer): string {
  if (!ascii(b, 0, "\x1a\x45\xdf\xa3")) return "";
  const head = b.toString("latin1", 0, Math.min(b.length, 64));
  return head.includes("webm") ? "webm" : head.includes("matroska") ? "matroska" : "";
}

function oggMime(b: Buffer): string {
  if (
    ascii(b, 28, "\x7fFLAC") ||
    ascii(b, 28, "\x01vorbis") ||
    ascii(b, 28, "OpusHead") ||
    ascii(b, 28, "Speex\x20\x20\x20")
  ) {
    return "audio/ogg";
  }
  if (ascii(b, 28, "\x80theora") || ascii(b, 28, "fishead\0") || ascii(b, 28, "\x01video\0\0\0"))
    return "video/ogg";
  return "application/ogg";
}

// the subset of mimetype's tree pbdeck recognises, in the detector's order
const signatures: readonly Signature[] = [
  ["application/x-7z-compressed", prefix("7z\xbc\xaf\x27\x1c")],
  [detectZipMime, prefix("PK\x03\x04", "PK\x05\x06", "PK\x07\x08")],
  ["application/pdf", prefix("%PDF-")],
  ["application/x-ole-storage", prefix("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1")],
  ["application/postscript", prefix("%!PS-Adobe-")],
  ["image/vnd.adobe.photoshop", prefix("8BPS")],
  [oggMime, prefix("OggS")],
  [(b) => (ascii(b, 37, "acTL") ? "image/vnd.mozilla.apng" : "image/png"), prefix("\x89PNG\r\n\x1a\n")],
  ["image/jpeg", prefix("\xff\xd8\xff")],
  ["image/jxl", prefix("\xff\x0a", "\0\0\0\x0cJXL\x20\x0d\x0a\x87\x0a")],
  ["image/gif", prefix("GIF87a", "GIF89a")],
  ["image/webp", riff("WEBP")],
  ["application/vnd.microsoft.portable-executable", prefix("MZ")],
  ["application/x-elf", prefix("\x7fELF")],
  ["application/x-bzip2", prefix("BZh")],
  ["image/tiff", prefix("II*\0", "MM\0*")],
  ["image/bmp", prefix("BM")],
  ["image/x-icon", prefix("\0\0\x01\0", "\0\0\x02\0")],
  ["audio/mpeg", isMp3],
  ["audio/flac", prefix("fLaC")],
  ["audio/midi", prefix("MThd")],
  ["audio/wav", riff("WAVE")],
  ["audio/aiff", (b) => ascii(b, 0, "FORM") && ascii(b, 8, "AIFF")],
  ["audio/basic", prefix(".snd")],
  ["video/mpeg", prefix("\0\0\x01\xb3", "\0\0\x01\xba")],
  ["video/quicktime", isQuickTime],
  ["video/mp4", ftyp(...mp4Brands)],
  ["video/webm", (b) => ebmlDocType(b) === "webm"],
  [
    "video/3gpp",
    ftyp("3gp1", "3gp2", "3gp3", "3gp4", "3gp5", "3gp6", "3gp7", "3gs7", "3ge6", "3ge7", "3gg6"),
  ],
  ["video/3gpp2", ftyp("3g24", "3g25", "3g26", "3g2a", "3g2b", "3g2c", "KDDI")],
  ["video/x-msvideo", riff("AVI LIST")],
  ["video/x-flv", prefix("FLV\x01")],
  ["video/x-matroska", (b) => ebmlDocType(b) === "matroska"],
  ["video/x-ms-asf", prefix("\x30\x26\xb2\x75\x8e\x66\xcf\x11\xa6\xd9\x00\xaa\x00\x62\xce\x6c")],
  ["audio/aac", prefix("\xff\xf1", "\xff\xf9")],
  ["audio/mp4", ftyp("F4A ", "F4B ")],
  ["audio/x-m4a", ftyp("M4A ")],
  ["video/x-m4v", ftyp("M4V ", "M4VH", "M4VP")],
  ["application/gzip", prefix("\x1f\x8b")],
  ["font/woff", prefix("wOFF")],
  ["font/woff2", prefix("wOF2")],
  ["font/otf", prefix("OTTO")],
  ["application/wasm", prefix("\0asm")],
  ["application/x-rar-compressed", prefix("Rar!\x1a\x07\x00", "Rar!\x1a\x07\x01\x00")],
  ["application/vnd.sqlite3", prefix("SQLite format 3\0")],
  ["image/heic", ftyp("heic", "heix")],
  ["image/heif", ftyp("mif1", "heim", "heis", "avic")],
  ["application/zstd", prefix("\x28\xb5\x2f\xfd")],
  ["application/x-xz", prefix("\xfd7zXZ\0")],
  ["image/avif", ftyp("avif", "avis")],
];

/** The MIME type of a blob's content; `application/octet-stream` when nothing matches. */
export function detectMime(data: Buffer): string {
  const head = data.subarray(0, sniffLimit);
  for (const [mime, check] of signatures) {
    if (check(head)) return typeof mime === "string" ? mime : mime(head);
  }
  return detectTextMime(head, data) ?? "application/octet-stream";
}
