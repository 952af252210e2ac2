import type { S3TestState } from "../../../stores/settings/settings-s3-test.ts";
import { Icon } from "../../base/Icon.tsx";

/** The S3 connection status: a spinner while testing, then success or failure (message as tooltip). */
export function S3StatusBadge({ state }: { state: S3TestState }) {
  if (state.status === "testing")
    return (
      <span className="s3-status" role="status" aria-busy="true">
        <span className="spinner" /> Testing S3 connection...
      </span>
    );
  if (state.status === "success")
    return (
      <span className="s3-status label label-success" role="status">
        <Icon name="check" size={14} /> S3 connected successfully
      </span>
    );
  if (state.status === "failed")
    return (
      <span className="s3-status label label-danger" role="status" title={state.error}>
        <Icon name="error" size={14} /> Failed to establish S3 connection
        <span className="visually-hidden">: {state.error}</span>
      </span>
    );
  return null;
}
