import type { ReactNode } from 'react';
import { DataTable, type Column, type TableSort } from '../../ui/DataTable';
import { ErrorText } from '../../ui/ErrorText';
import { Spinner } from '../../ui/Spinner';
import { Pager } from '../../ui/Pager';

/** A page of a contacts or organizations connection, as the list queries return it. */
interface RecordPage<T> {
  edges: ReadonlyArray<{ node: T }>;
  totalCount: number;
  pageInfo: { hasNextPage: boolean };
}

/**
 * The body of the contacts and organizations lists (the owned-record kit): the sortable table of the
 * current page and its pager, with the page number, sort and filters in the URL (useListUrlState); a
 * load error or a spinner until the first page arrives. Each list keeps its own columns and filters.
 */
export function RecordList<T extends { id: number }>({
  label,
  columns,
  connection,
  failed,
  loadFailedText,
  empty,
  noun,
  pageSize,
  view,
  wrap = (table) => table,
}: {
  label: string;
  columns: ReadonlyArray<Column<T>>;
  connection: RecordPage<T> | undefined;
  failed: boolean;
  loadFailedText: string;
  empty: string;
  noun: string;
  pageSize: number;
  view: { page: number; sort: TableSort | null; toggleSort: (key: string) => void; setPage: (page: number) => void };
  /** A frame around the table (e.g. rows kept on one line). */
  wrap?: (table: ReactNode) => ReactNode;
}) {
  if (!connection) return failed ? <ErrorText>{loadFailedText}</ErrorText> : <Spinner />;
  const rows = connection.edges.map((e) => e.node);
  return (
    <>
      {wrap(<DataTable label={label} columns={columns} rows={rows} rowKey={(r) => r.id} empty={empty} sort={view.sort} onSort={view.toggleSort} />)}
      <Pager
        page={view.page}
        pageSize={pageSize}
        shown={rows.length}
        total={connection.totalCount}
        hasNext={connection.pageInfo.hasNextPage}
        onPrevious={() => view.setPage(view.page - 1)}
        onNext={() => view.setPage(view.page + 1)}
        noun={noun}
      />
    </>
  );
}
