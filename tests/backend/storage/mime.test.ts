import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import { LocalStorage } from "../../../backend/storage/local-storage.ts";
import { detectMime } from "../../../backend/storage/mime.ts";
import { extensionOfMime } from "../../../backend/storage/mime-extensions.ts";
import { fixtureDir } from "../../helpers/pbdeck-process.ts";

const fixtureStorage = join(fixtureDir, "storage");

/** A one-entry zip (stored, no compression) whose first entry is `name`. */
function zipWith(name: string, content = "x"): Buffer {
  const header = Buffer.alloc(30);
  header.write("PK\x03\x04", 0, "latin1");
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(content.length, 18);
  header.writeUInt32LE(content.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name, "latin1"), Buffer.from(content, "latin1")]);
}

test("every fixture blob sniffs to the content type PocketBase stored in its sidecar", async () => {
  const blobs = await new LocalStorage(fixtureStorage).list("");
  expect(blobs.length).toBe(27);
  for (const path of blobs) {
    const sidecar = JSON.parse(readFileSync(join(fixtureStorage, `${path}.attrs`), "utf8"));
    expect([path, detectMime(readFileSync(join(fixtureStorage, path)))]).toEqual([
      path,
      sidecar["user.content_type"],
    ]);
  }
});

test("images encoded by sharp", async () => {
  const image = sharp({ create: { width: 4, height: 3, channels: 3, background: "#c00" } });
  expect(detectMime(await image.clone().png().toBuffer())).toBe("image/png");
  expect(detectMime(await image.clone().jpeg().toBuffer())).toBe("image/jpeg");
  expect(detectMime(await image.clone().gif().toBuffer())).toBe("image/gif");
  expect(detectMime(await image.clone().webp().toBuffer())).toBe("image/webp");
  expect(detectMime(await image.clone().tiff().toBuffer())).toBe("image/tiff");
  expect(detectMime(await image.clone().avif().toBuffer())).toBe("image/avif");
});

test.each([
  ["pdf", Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj", "latin1"), "application/pdf"],
  ["zip", zipWith("pb_data/data.db"), "application/zip"],
  [
    "docx",
    Buffer.concat([zipWith("[Content_Types].xml"), zipWith("word/document.xml")]),
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ],
  [
    "xlsx",
    Buffer.concat([zipWith("[Content_Types].xml"), zipWith("xl/workbook.xml")]),
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ],
  ["epub", zipWith("mimetype", "application/epub+zip"), "application/epub+zip"],
  ["gzip", Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0]), "application/gzip"],
  ["mp3", Buffer.from("ID3\x04\x00\x00\x00\x00\x00\x00", "latin1"), "audio/mpeg"],
  ["wav", Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt ", "latin1"), "audio/wav"],
  ["mp4", Buffer.from("\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2", "latin1"), "video/mp4"],
  ["quicktime", Buffer.from("\x00\x00\x00\x14ftypqt  \x00\x00\x00\x00qt  ", "latin1"), "video/quicktime"],
  ["webm", Buffer.from("\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\x82\x84webm", "latin1"), "video/webm"],
  ["sqlite", Buffer.from("SQLite format 3\x00\x10\x00", "latin1"), "application/vnd.sqlite3"],
  ["ico", Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]), "image/x-icon"],
  ["bmp", Buffer.from("BM\x36\x00\x00\x00", "latin1"), "image/bmp"],
  ["binary", Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe]), "application/octet-stream"],
])("%s", (_name, content, mime) => {
  expect(detectMime(content)).toBe(mime);
});

test.each([
  ["ascii text", "hello world\n", "text/plain; charset=utf-8"],
  ["utf-8 text", "héllo wörld ✓\n", "text/plain; charset=utf-8"],
  ["latin-1 text", Buffer.from("caf\xe9 cr\xe8me\n", "latin1"), "text/plain; charset=iso-8859-1"],
  ["windows-1252 text", Buffer.from("\x93quoted\x94\n", "latin1"), "text/plain; charset=windows-1252"],
  ["utf-16 with BOM", Buffer.from("\xff\xfeh\x00i\x00", "latin1"), "text/plain; charset=utf-16le"],
  ["empty", "", "text/plain"],
  ["html", "<!DOCTYPE html>\n<html><body>hi</body></html>", "text/html; charset=utf-8"],
  ["html fragment", "  <div class=x>hi</div>", "text/html; charset=utf-8"],
  ["html with declared charset", '<html><head><meta charset="ISO-8859-1">', "text/html; charset=iso-8859-1"],
  ["svg", '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>', "image/svg+xml"],
  ["xml", '<?xml version="1.0" encoding="UTF-8"?>\n<note/>', "text/xml; charset=utf-8"],
  ["json object", '{"a": [1, 2, {"b": null}]}', "application/json"],
  ["json array", "  [1, 2, 3]\n", "application/json"],
  ["json scalar is text", "123", "text/plain; charset=utf-8"],
  ["broken json is text", '{"a": ', "text/plain; charset=utf-8"],
  ["csv", "name,age\nann,30\nbob,41\n", "text/csv"],
  ["csv with quoted comma", 'name,notes\n"ann","a, b"\n', "text/csv"],
  ["ragged csv is text", "a,b\nc,d,e\n", "text/plain; charset=utf-8"],
  ["tsv", "a\tb\nc\td\n", "text/tab-separated-values"],
  ["python script", "#!/usr/bin/env python3\nprint(1)\n", "text/x-python"],
  ["rtf", "{\\rtf1\\ansi hello}", "text/rtf"],
  ["vcard", "BEGIN:VCARD\nVERSION:3.0\nEND:VCARD\n", "text/vcard"],
])("%s", (_name, content, mime) => {
  expect(detectMime(Buffer.isBuffer(content) ? content : Buffer.from(content))).toBe(mime);
});

test("only the first 3072 bytes are sniffed", () => {
  const text = Buffer.concat([Buffer.from("a".repeat(3072)), Buffer.from([0x00, 0x01])]);
  expect(detectMime(text)).toBe("text/plain; charset=utf-8");
  const binary = Buffer.concat([Buffer.from([0x01]), Buffer.from("a".repeat(4000))]);
  expect(detectMime(binary)).toBe("application/octet-stream");
});

test("extensions of detected types", () => {
  expect(extensionOfMime("image/png")).toBe(".png");
  expect(extensionOfMime("image/jpeg")).toBe(".jpg");
  expect(extensionOfMime("text/plain; charset=utf-8")).toBe(".txt");
  expect(extensionOfMime("image/svg+xml")).toBe(".svg");
  expect(extensionOfMime("application/octet-stream")).toBe("");
});
