import { memo, useEffect, useRef, useState } from "react";
import type { Collection, RecordModel } from "../../../../../shared/models.ts";
import { RecordsTableRow } from "./RecordsTableRow.tsx";

export interface RecordsTableChunkProps {
  collection: Collection;
  /** One page of rows; kept by identity so an appended page leaves the earlier chunks untouched. */
  records: RecordModel[];
  hidden: string[];
  selectable: boolean;
  selected: Set<string>;
  fileToken: string | null;
  /** `range`: Shift was held, select from the last clicked row to this one. */
  onToggle: (id: string, range: boolean) => void;
  onOpen: (record: RecordModel) => void;
  /** Cells per row (for the placeholder row of a chunk far off screen). */
  columnCount: number;
}

/** How far beyond the visible part of the table a chunk keeps its rows (px). */
export const KEEP_ROWS_MARGIN = 1500;

function sameChunk(a: RecordsTableChunkProps, b: RecordsTableChunkProps): boolean {
  if (
    a.collection !== b.collection ||
    a.hidden !== b.hidden ||
    a.selectable !== b.selectable ||
    a.fileToken !== b.fileToken ||
    a.onToggle !== b.onToggle ||
    a.onOpen !== b.onOpen ||
    a.columnCount !== b.columnCount ||
    a.records.length !== b.records.length
  )
    return false;
  for (let i = 0; i < a.records.length; i++) {
    const record = a.records[i];
    if (record !== b.records[i] || a.selected.has(record.id) !== b.selected.has(record.id)) return false;
  }
  return true;
}

/**
 * A `<tbody>` of one page of records: loading more appends a chunk, and React skips the earlier ones
 * with one comparison each instead of reconciling every row again. A chunk far from the visible part of
 * the scrolling table stands in as one row of its height, so the document (and its layout) stays the
 * same size however many pages are loaded.
 */
export const RecordsTableChunk = memo(function RecordsTableChunk(props: RecordsTableChunkProps) {
  const { collection, records, hidden, selectable, selected, fileToken, onToggle, onOpen } = props;
  const ref = useRef<HTMLTableSectionElement>(null);
  const [farHeight, setFarHeight] = useState(0);

  useEffect(() => {
    const body = ref.current;
    if (!body || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting) setFarHeight(0);
        else setFarHeight((h) => h || Math.round(body.getBoundingClientRect().height));
      },
      { root: body.closest(".table-wrapper"), rootMargin: `${KEEP_ROWS_MARGIN}px 0px` },
    );
    observer.observe(body);
    return () => observer.disconnect();
  }, []);

  if (farHeight > 0) {
    return (
      <tbody ref={ref} data-rows={records.length} className="chunk-far">
        <tr style={{ height: farHeight }}>
          <td colSpan={props.columnCount} />
        </tr>
      </tbody>
    );
  }
  return (
    <tbody ref={ref} data-rows={records.length}>
      {records.map((record) => (
        <RecordsTableRow
          key={record.id}
          collection={collection}
          record={record}
          hidden={hidden}
          selectable={selectable}
          selected={selected.has(record.id)}
          fileToken={fileToken}
          onToggle={onToggle}
          onOpen={onOpen}
        />
      ))}
    </tbody>
  );
}, sameChunk);
