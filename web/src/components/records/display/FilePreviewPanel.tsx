import { fileKind } from "../../../lib/records/file-types.ts";
import { OverlayPanel } from "../../base/OverlayPanel.tsx";

export interface FilePreviewPanelProps {
  /** The file URL (with the token of protected files), or "" when closed. */
  url: string;
  name: string;
  onClose: () => void;
}

/** A file shown in an overlay: images and videos inline, other kinds only through the link. */
export function FilePreviewPanel({ url, name, onClose }: FilePreviewPanelProps) {
  const kind = fileKind(name);
  return (
    <OverlayPanel
      open={!!url}
      onClose={onClose}
      title={name}
      size="lg"
      footer={
        <>
          <a className="btn btn-secondary" href={url} target="_blank" rel="noopener noreferrer">
            Open in new tab
          </a>
          <button type="button" className="btn btn-primary" onClick={() => onClose()}>
            Close
          </button>
        </>
      }
    >
      <div className="file-preview">
        {kind === "image" && <img src={url} alt={name} />}
        {kind === "video" && (
          // biome-ignore lint/a11y/useMediaCaption: user files come without captions
          <video src={url} controls />
        )}
        {kind !== "image" && kind !== "video" && <p className="muted">Cannot preview the file.</p>}
      </div>
    </OverlayPanel>
  );
}
