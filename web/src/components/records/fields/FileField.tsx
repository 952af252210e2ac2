import { useEffect, useMemo, useRef, useState } from "react";
import type { RecordModel, SchemaFieldOf } from "../../../../../shared/models.ts";
import { toList } from "../../../lib/records/field-values.ts";
import { DEFAULT_THUMB, hasThumb, remainingFileSlots } from "../../../lib/records/file-types.ts";
import { fileUrl } from "../../../lib/records/file-url.ts";
import { Field } from "../../base/Field.tsx";
import { Icon } from "../../base/Icon.tsx";
import { Thumb } from "../../base/Thumb.tsx";
import { FilePreviewPanel } from "../display/FilePreviewPanel.tsx";
import { FieldName } from "./FieldName.tsx";

export interface FileFieldProps {
  field: SchemaFieldOf<"file">;
  record: RecordModel | null;
  value: unknown;
  uploads: File[];
  deletions: string[];
  /** null while the token of a protected field loads: its thumbnails wait (no 403 on the way). */
  fileToken: string | null;
  onUploads: (files: File[]) => void;
  onDeletions: (names: string[]) => void;
}

function UploadPreview({ file }: { file: File }) {
  const url = useMemo(() => (file.type.startsWith("image/") ? URL.createObjectURL(file) : ""), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url ? <img src={url} alt={file.name} /> : <Icon name="file" size={16} />;
}

/** Existing files (thumb, open, delete/restore), new uploads, and the upload button within limits. */
export function FileField(props: FileFieldProps) {
  const { field, record, value, uploads, deletions, fileToken, onUploads, onDeletions } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState("");
  const existing = toList(value);
  const max = field.options.maxSelect || 1;
  const single = max <= 1;
  const slots = remainingFileSlots(max, existing.length, uploads.length, deletions.length);
  const canUpload = single || slots > 0;
  const accept = (field.options.mimeTypes ?? []).join(",") || undefined;

  function pick(list: FileList | null) {
    const picked = Array.from(list ?? []);
    if (!picked.length) return;
    // a single-file field replaces its file; a multiple one stops at the limit
    onUploads(single ? picked.slice(-1) : [...uploads, ...picked.slice(0, slots)]);
    if (inputRef.current) inputRef.current.value = "";
  }

  return (
    <Field name={field.name} label={<FieldName field={field} />} required={field.required}>
      <ul className="file-list" aria-label={`${field.name} files`}>
        {existing.map((name) => {
          const removed = deletions.includes(name) || (single && uploads.length > 0);
          const url = record ? fileUrl(record, name, { token: fileToken ?? "" }) : "";
          return (
            <li key={name} className={`file-item${removed ? " file-removed" : ""}`}>
              <button
                type="button"
                className="file-thumb file-open"
                aria-label={`Preview ${name}`}
                onClick={() => setPreview(name)}
              >
                {field.options.protected && fileToken === null ? (
                  <Icon name="lock" size={16} />
                ) : record && hasThumb(name) ? (
                  <Thumb
                    src={fileUrl(record, name, { thumb: DEFAULT_THUMB, token: fileToken ?? "" })}
                    alt=""
                  />
                ) : (
                  <Icon name="file" size={16} />
                )}
              </button>
              <a className="file-name" href={url} target="_blank" rel="noopener noreferrer" title={name}>
                {name}
              </a>
              {deletions.includes(name) ? (
                <button
                  type="button"
                  className="btn btn-sm btn-secondary"
                  onClick={() => onDeletions(deletions.filter((n) => n !== name))}
                >
                  Restore
                </button>
              ) : (
                <button
                  type="button"
                  className="btn-icon"
                  aria-label={`Remove file ${name}`}
                  onClick={() => onDeletions([...deletions, name])}
                >
                  <Icon name="trash" size={16} />
                </button>
              )}
            </li>
          );
        })}
        {uploads.map((file, i) => (
          <li key={`${file.name}-${file.size}-${file.lastModified}`} className="file-item file-new">
            <span className="file-thumb">
              <UploadPreview file={file} />
            </span>
            <span className="file-name">{file.name}</span>
            <span className="label label-info">New</span>
            <button
              type="button"
              className="btn-icon"
              aria-label={`Remove upload ${file.name}`}
              onClick={() => onUploads(uploads.filter((_, j) => j !== i))}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
      </ul>
      <input
        ref={inputRef}
        className="visually-hidden"
        type="file"
        aria-label={`Upload ${field.name}`}
        multiple={!single}
        accept={accept}
        onChange={(e) => pick(e.target.files)}
      />
      <button
        type="button"
        className="btn btn-sm btn-secondary"
        disabled={!canUpload}
        onClick={() => inputRef.current?.click()}
      >
        <Icon name="upload" size={14} /> Upload new file
      </button>
      <FilePreviewPanel
        url={record && preview ? fileUrl(record, preview, { token: fileToken ?? "" }) : ""}
        name={preview}
        onClose={() => setPreview("")}
      />
    </Field>
  );
}
