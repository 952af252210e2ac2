import type { Collection, RecordModel } from "../../../../../shared/models.ts";
import { pb } from "../../../lib/api.ts";
import { confirm } from "../../../stores/confirmation.ts";
import { addSuccessToast } from "../../../stores/toasts.ts";
import { Dropdown } from "../../base/Dropdown.tsx";
import { Icon } from "../../base/Icon.tsx";

export interface RecordMoreMenuProps {
  collection: Collection;
  record: RecordModel;
  onDuplicate: () => void;
  onDeleted: (id: string) => void;
}

/** Actions on a saved record: verification and reset emails (auth), Duplicate, Delete. */
export function RecordMoreMenu({ collection, record, onDuplicate, onDeleted }: RecordMoreMenuProps) {
  const email = typeof record.email === "string" ? record.email : "";
  const isAuth = collection.type === "auth";
  const service = pb.collection(collection.id);

  function sendVerification() {
    confirm(`Do you really want to sent verification email to ${email}?`, async () => {
      await service.requestVerification(email);
      addSuccessToast(`Successfully sent verification email to ${email}.`);
    });
  }

  function sendPasswordReset() {
    confirm(`Do you really want to sent password reset email to ${email}?`, async () => {
      await service.requestPasswordReset(email);
      addSuccessToast(`Successfully sent password reset email to ${email}.`);
    });
  }

  function remove() {
    confirm("Do you really want to delete the selected record?", async () => {
      await service.delete(record.id, { requestKey: null });
      addSuccessToast("Successfully deleted record.");
      onDeleted(record.id);
    });
  }

  return (
    <Dropdown label="More record options" trigger={<Icon name="more" />}>
      {(close) => {
        const item = (label: string, action: () => void, danger = false) => (
          <button
            type="button"
            role="menuitem"
            className={`dropdown-item${danger ? " txt-danger" : ""}`}
            onClick={() => {
              close();
              action();
            }}
          >
            {label}
          </button>
        );
        return (
          <>
            {isAuth && email && !record.verified && item("Send verification email", sendVerification)}
            {isAuth && email && item("Send password reset email", sendPasswordReset)}
            {item("Duplicate", onDuplicate)}
            {item("Delete", remove, true)}
          </>
        );
      }}
    </Dropdown>
  );
}
