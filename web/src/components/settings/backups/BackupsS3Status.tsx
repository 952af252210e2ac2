import { useStore } from "@nanostores/react";
import { $backupsS3Status } from "../../../stores/backups/backups-options.ts";

/** The S3 connection badge of the backups storage: testing, connected or failed (message as tooltip). */
export function BackupsS3Status() {
  const status = useStore($backupsS3Status);
  if (status.state === "idle") return null;
  if (status.state === "testing")
    return (
      <span className="label" role="status">
        <span className="spinner" aria-hidden="true" /> Testing S3 connection...
      </span>
    );
  if (status.state === "ok")
    return (
      <span className="label label-success" role="status">
        S3 connected successfully
      </span>
    );
  return (
    <span className="label label-danger" role="status" title={status.error}>
      Failed to establish S3 connection
      {status.error && <span className="visually-hidden">: {status.error}</span>}
    </span>
  );
}
