import type { RequestLog } from "../../../../shared/client/logs.ts";
import { logDetailsText } from "../../lib/logs/logs-export.ts";
import { copyText } from "../../lib/settings/export-import/copy-text.ts";
import { addErrorToast, addToast } from "../../stores/toasts.ts";

/** Copies the whole log entry (as JSON) to the clipboard, for a bug report or a chat. */
export function CopyLogDetailsButton({ log }: { log: RequestLog }) {
  async function copy() {
    try {
      await copyText(logDetailsText(log));
      addToast("success", "The log details were copied to your clipboard.", 3000);
    } catch (err) {
      addErrorToast((err as Error).message);
    }
  }
  return (
    <button type="button" className="btn btn-secondary" onClick={copy}>
      Copy details
    </button>
  );
}
