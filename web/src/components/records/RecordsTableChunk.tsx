import { memo } from "react";
import type { Collection, RecordModel } from "../../../../shared/models.ts";
import { RecordsTableRow } from "./RecordsTableRow.tsx";

export interface RecordsTableChunkProps {
  collection: Collection;
  /** One page of rows; kept by identity so an appended page leaves the earlier chunks untouched. */
  records: RecordModel[];
  hidden: string[];
  selectable: boolean;
  selected: Set<string>;
  fileToken: string | null;
  onToggle: (id: string) => void;
  onOpen: (record: RecordModel) => void;
}

function sameChunk(a: RecordsTableChunkProps, b: RecordsTableChunkProps): boolean {
  if (
    a.collection !== b.collection ||
    a.hidden !== b.hidden ||
    a.selectable !== b.selectable ||
    a.fileToken !== b.fileToken ||
    a.onToggle !== b.onToggle ||
    a.onOpen !== b.onOpen ||
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
 * with one comparison each instead of reconciling every row again.
 */
export const RecordsTableChunk = memo(function RecordsTableChunk(props: RecordsTableChunkProps) {
  const { collection, records, hidden, selectable, selected, fileToken, onToggle, onOpen } = props;
  return (
    <tbody>
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
