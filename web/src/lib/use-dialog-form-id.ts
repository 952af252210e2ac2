import { useState } from "react";
import { randomDialogId } from "./random.ts";

/**
 * A dialog's form id, `prefix_` and 5 random characters, fixed for the dialog's life: the footer's
 * submit button points at its form by it, and two dialogs of the same kind never share one.
 * @example const formId = useDialogFormId("backup_create"); // "backup_create_k3x9q"
 */
export function useDialogFormId(prefix: string): string {
  const [id] = useState(() => `${prefix}_${randomDialogId()}`);
  return id;
}
