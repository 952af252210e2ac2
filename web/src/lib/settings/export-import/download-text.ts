/** @module Browser downloads: an address, or text through a temporary object URL (no server round trip). */

/** Starts a browser download of an address (same origin, or a blob:) saved as `fileName`. */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Starts a browser download of `text` named `fileName`. */
export function downloadText(text: string, fileName: string, type = "application/json"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  downloadUrl(url, fileName);
  // the click has handed the blob to the browser; free it on the next task
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
