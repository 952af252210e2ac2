/** @module Names for uploaded files: snake-cased base, random suffix, sanitised extension (data-model §4.6.3). */
import { randomString } from "../lib/random.ts";
import { extensionOfMime } from "./mime-extensions.ts";

const randomPartLength = 10;
const minBaseBytes = 3;
const maxBaseBytes = 100;

/** The suffix from the last `.` of the last path segment (Go's filepath.Ext); empty when none. */
export function fileExtension(name: string): string {
  for (let i = name.length - 1; i >= 0 && name[i] !== "/"; i--) {
    if (name[i] === ".") return name.slice(i);
  }
  return "";
}

/** Snake case as PocketBase's inflector does it: ASCII words only, `_` before inner capitals, lower-cased. */
export function snakeCase(text: string): string {
  const words = text.split(/[^A-Za-z0-9]+/).filter((word) => word !== "");
  const parts = words.map((word) => {
    let out = "";
    for (let i = 0; i < word.length; i++) {
      const c = word[i];
      const isUpper = c >= "A" && c <= "Z";
      const previousUpper = i > 0 && word[i - 1] >= "A" && word[i - 1] <= "Z";
      if (isUpper && i > 0 && !previousUpper) out += "_";
      out += c;
    }
    return out;
  });
  return parts.join("_").toLowerCase();
}

/**
 * A new stored file name for an upload: `<snake base>_<10 random chars><ext>`.
 * @example newFileName("300_UhLKX91HVb.png", "image/png") // "300_uh_lkx91_hvb_Da8K5pl069.png"
 */
export function newFileName(originalName: string, mime: string): string {
  const originalExt = fileExtension(originalName);
  const ext = originalExt.replace(/[^A-Za-z0-9_.*+\-=#]+/g, "") || extensionOfMime(mime);
  let base = snakeCase(originalName.slice(0, originalName.length - originalExt.length));
  // the base is ASCII only after snake casing, so characters are bytes
  if (base.length < minBaseBytes) base += randomString(randomPartLength);
  else if (base.length > maxBaseBytes) base = base.slice(0, maxBaseBytes);
  return `${base}_${randomString(randomPartLength)}${ext}`;
}
