/** @module Text formats (HTML, SVG, XML, JSON, CSV, ...) and the charset of plain text, as mimetype v1.4.2 tells them. */
import { detectCharset } from "./mime-charset.ts";

// full-content JSON check only for content this small; larger files are treated as not JSON
const maxJsonBytes = 8 * 1024 * 1024;

// biome-ignore format: a list of tags
const htmlTags = [
  "<!DOCTYPE HTML", "<HTML", "<HEAD", "<SCRIPT", "<IFRAME", "<H1", "<DIV", "<FONT", "<TABLE", "<A",
  "<STYLE", "<TITLE", "<B", "<BODY", "<BR", "<P", "<!--",
];

/** Whether the bytes contain a byte that never appears in text (WHATWG binary data bytes). */
function hasBinaryByte(b: Buffer): boolean {
  for (const c of b) {
    if (c <= 0x08 || c === 0x0b || (c >= 0x0e && c <= 0x1a) || (c >= 0x1c && c <= 0x1f)) return true;
  }
  return false;
}

function hasBom(b: Buffer): boolean {
  return (
    (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) ||
    (b[0] === 0xfe && b[1] === 0xff) ||
    (b[0] === 0xff && b[1] === 0xfe)
  );
}

/** The content without a UTF-8 BOM and leading whitespace, as latin1 text (one char per byte). */
function leadingText(b: Buffer): string {
  const start = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
  return b.toString("latin1", start).replace(/^[\t\n\x0c\r ]+/, "");
}

/** A tag (case-insensitive) followed by a space or `>`. */
function startsWithTag(text: string, tags: readonly string[]): boolean {
  return tags.some((tag) => {
    if (text.length < tag.length + 1) return false;
    const next = text[tag.length];
    return text.slice(0, tag.length).toUpperCase() === tag && (next === " " || next === ">");
  });
}

function shebangInterpreter(text: string): string | null {
  const match = /^#!\s*(?:\/usr(?:\/local)?)?\/bin\/(?:env\s+)?([a-z]+)/.exec(text.split("\n", 1)[0]);
  return match ? match[1] : null;
}

const scriptTypes: Record<string, string> = {
  php: "text/x-php",
  node: "application/javascript",
  nodejs: "application/javascript",
  lua: "text/x-lua",
  perl: "text/x-perl",
  python: "text/x-python",
  python2: "text/x-python",
  python3: "text/x-python",
};

function isJson(head: Buffer, full: Buffer): boolean {
  const text = head.toString("latin1").replace(/^[\t\n\r ]+/, "");
  if (text.length < 2 || (text[0] !== "[" && text[0] !== "{")) return false;
  if (full.length > maxJsonBytes) return false;
  try {
    JSON.parse(full.toString("utf8"));
    return true;
  } catch {
    return false;
  }
}

/** Field counts of each record, parsed like Go's encoding/csv with lazy quotes and `#` comments. */
function separatedValues(text: string, separator: string): number[] {
  const counts: number[] = [];
  let fields = 1;
  let inQuotes = false;
  let fieldStart = true;
  let lineStart = true;
  let comment = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (comment) {
      if (c === "\n") comment = false;
      continue;
    }
    if (inQuotes) {
      if (c === '"' && text[i + 1] === '"') i++;
      else if (c === '"') inQuotes = false;
      continue;
    }
    if (lineStart && c === "#") {
      comment = true;
      continue;
    }
    if (c === "\r" && text[i + 1] === "\n") continue;
    if (c === "\n") {
      if (!lineStart) counts.push(fields);
      fields = 1;
      fieldStart = lineStart = true;
      continue;
    }
    lineStart = false;
    if (c === separator) {
      fields++;
      fieldStart = true;
    } else if (fieldStart && c === " " && separator !== " ") {
      // leading spaces of a field are trimmed
    } else {
      if (fieldStart && c === '"') inQuotes = true;
      fieldStart = false;
    }
  }
  if (!lineStart) counts.push(fields);
  return counts;
}

function isSeparatedValues(head: Buffer, truncated: boolean, separator: string): boolean {
  let text = head.toString("latin1");
  // a cut-off last line would have a wrong field count
  if (truncated) text = text.slice(0, text.lastIndexOf("\n") + 1);
  const counts = separatedValues(text, separator);
  return counts.length > 1 && counts[0] > 1 && counts.every((n) => n === counts[0]);
}

function withCharset(mime: string, head: Buffer, kind: "plain" | "html" | "xml"): string {
  const charset = detectCharset(head, kind);
  return charset ? `${mime}; charset=${charset}` : mime;
}

/**
 * The MIME type of text content, or null when the sniffed bytes are binary.
 * @param head the first sniffed bytes; @param full the whole content (used only for JSON)
 */
export function detectTextMime(head: Buffer, full: Buffer): string | null {
  if (!hasBom(head) && hasBinaryByte(head)) return null;
  const text = leadingText(head);
  if (startsWithTag(text, htmlTags)) return withCharset("text/html", head, "html");
  if (head.includes("<svg", 0, "latin1")) return "image/svg+xml";
  if (startsWithTag(text, ["<?XML"])) return withCharset("text/xml", head, "xml");
  if (startsWithTag(text, ["<?PHP"])) return "text/x-php";
  const interpreter = shebangInterpreter(text);
  if (interpreter && scriptTypes[interpreter]) return scriptTypes[interpreter];
  if (isJson(head, full)) return "application/json";
  if (text.startsWith("{\\rtf")) return "text/rtf";
  const truncated = full.length > head.length;
  if (isSeparatedValues(head, truncated, ",")) return "text/csv";
  if (isSeparatedValues(head, truncated, "\t")) return "text/tab-separated-values";
  const upper = text.slice(0, 16).toUpperCase();
  if (/^BEGIN:VCARD\r?\n/.test(upper)) return "text/vcard";
  if (/^BEGIN:VCALENDAR/.test(upper)) return "text/calendar";
  if (/^WEBVTT(?:[\n\r\t ]|$)/.test(head.toString("latin1", 0, 8))) return "text/vtt";
  return withCharset("text/plain", head, "plain");
}
