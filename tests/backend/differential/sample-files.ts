/** Small files the write and file cases upload: made once, the same bytes to both servers. */
import sharp from "sharp";

/** A 40x30 PNG. */
export const samplePng = await sharp({
  create: { width: 40, height: 30, channels: 3, background: "#e04040" },
})
  .png()
  .toBuffer();

/** A 300x200 JPEG, big enough for every thumb size. */
export const sampleJpeg = await sharp({
  create: { width: 300, height: 200, channels: 3, background: "#2060c0" },
})
  .jpeg()
  .toBuffer();

/** A FormData built from plain fields and files (`[name, bytes, type]`). */
export function formOf(
  fields: Record<string, string>,
  files: Array<[string, string, Buffer, string]> = [],
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, name, bytes, type] of files)
    form.append(key, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
