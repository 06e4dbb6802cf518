import { useCallback, useEffect, useRef, useState } from 'react';
import type { CostSheetFieldsFragment } from '../../gql/graphql';
import { applyMirrors, blankRow, type EditHeader, type EditSheet, fromServer, initialRemoved, newRowId, SALE_OF, type TableKey } from './sheetState';

/**
 * The sheet as the user types it: the rows of each table and the header, with the sale rows mirroring
 * the purchase rows (applyMirrors). `onEdit` is told of every change (it marks the sheet unsaved). A newer
 * copy from the server replaces the edits.
 */
export function useSheetEdit(sheet: CostSheetFieldsFragment, onEdit: () => void) {
  const [edit, setEdit] = useState<EditSheet>(() => fromServer(sheet));
  // Mirrored rows the user removed: they stay removed while the purchase row lives.
  const [removed, setRemoved] = useState<Set<string>>(() => initialRemoved(fromServer(sheet)));

  const lastSheet = useRef(sheet);
  useEffect(() => {
    if (lastSheet.current === sheet) return;
    lastSheet.current = sheet;
    const next = fromServer(sheet);
    setEdit(next);
    setRemoved(initialRemoved(next));
  }, [sheet]);

  const change = useCallback(
    (fn: (e: EditSheet) => EditSheet, removedNext: Set<string> = removed) => {
      setEdit((e) => applyMirrors(fn(e), removedNext, e));
      onEdit();
    },
    [removed, onEdit],
  );

  const setHeader = <K extends Exclude<keyof EditHeader, 'gsRateDate'>>(key: K, value: EditHeader[K]) =>
    // Typing a rate makes it the sheet's own: it no longer follows the dated rates.
    change((e) => ({ ...e, header: { ...e.header, [key]: value, ...(key === 'gsRate' ? { gsRateDate: null } : {}) } }));
  const setRow = <T extends TableKey>(table: T, id: string, patch: Partial<EditSheet[T][number]>) =>
    change((e) => ({ ...e, [table]: (e[table] as Array<{ id: string }>).map((r) => (r.id === id ? { ...r, ...patch } : r)) }));
  const addRow = (table: TableKey) => change((e) => ({ ...e, [table]: [...(e[table] as object[]), blankRow(table)] }));
  /** Rows from outside the sheet ('Cargar tarifa'): appended after the table's own, with fresh ids. */
  const appendRows = <T extends TableKey>(table: T, rows: Array<Omit<EditSheet[T][number], 'id'>>) =>
    change((e) => ({ ...e, [table]: [...(e[table] as object[]), ...rows.map((r) => ({ ...r, id: newRowId() }))] }));
  const removeRow = (table: TableKey, id: string) => {
    const row = (edit[table] as Array<{ id: string; sourceId: string | null }>).find((r) => r.id === id);
    // A removed mirror stays removed.
    const nextRemoved = row?.sourceId && !SALE_OF[table] ? new Set([...removed, row.sourceId]) : removed;
    if (nextRemoved !== removed) setRemoved(nextRemoved);
    change((e) => ({ ...e, [table]: (e[table] as Array<{ id: string }>).filter((r) => r.id !== id) }), nextRemoved);
  };

  return { edit, setHeader, setRow, addRow, appendRows, removeRow };
}
