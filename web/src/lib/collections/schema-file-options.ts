/** @module File field options: mime type presets and thumb size checks. */

/** Mime type presets offered beside the mime types input. */
export const MIME_PRESETS: ReadonlyArray<{ label: string; types: readonly string[] }> = [
  { label: "Images", types: ["image/jpeg", "image/png", "image/svg+xml", "image/gif", "image/webp"] },
  {
    label: "Documents",
    types: [
      "application/pdf",
      "application/msword",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "application/vnd.ms-excel",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ],
  },
  { label: "Videos", types: ["video/mp4", "video/x-ms-wmv", "video/quicktime", "video/3gpp"] },
  {
    label: "Archives",
    types: ["application/zip", "application/x-7z-compressed", "application/x-rar-compressed"],
  },
];

/** Whether a thumb size is valid: WxH with an optional t, b or f suffix, not 0x0. */
export function isValidThumb(size: string): boolean {
  const match = /^(\d+)x(\d+)(t|b|f)?$/.exec(size);
  return !!match && !(Number(match[1]) === 0 && Number(match[2]) === 0);
}
