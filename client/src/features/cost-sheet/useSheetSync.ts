import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { budgetStatusOf, type BudgetStatus } from '@crm/domain';
import { BudgetChangedDocument, CostSheetChangedDocument, type CostSheetFieldsFragment, CostSheetStatusDocument } from '../../gql/graphql';
import { useLiveSocketUp } from '../../session/live/liveSocket';
import { COST_SHEET_MESSAGES } from './messages';

/** The budget status poll while the live socket is down: every 10 seconds the screen follows the changes. */
export const STATUS_POLL_MS = 10_000;

/** The one message line under the sheet; `reload` offers 'Recargar' (a newer copy is on the server). */
export interface SheetProblem {
  message: string;
  reload: boolean;
}

/** What a save of ours answers: the copy the server now holds. */
export type SavedCopy = Pick<CostSheetFieldsFragment, 'version' | 'budgetStatus' | 'updatedAt' | 'updatedByName'>;

/**
 * The sheet's place against the server: the version the edits started from, whether they are saved, the
 * budget status, and who else saved meanwhile. Someone else's save arrives over the subscriptions socket
 * (the status is polled only while the socket is down); the sheet follows it at once when it has no
 * changes, and otherwise keeps the user's edits and offers to reload (never a silent overwrite either way).
 */
export function useSheetSync({ sheet, reload, userId }: { sheet: CostSheetFieldsFragment; reload: () => Promise<unknown>; userId: number | null }) {
  const [version, setVersion] = useState(sheet.version);
  const [status, setStatus] = useState<BudgetStatus>(budgetStatusOf(sheet.budgetStatus));
  const [meta, setMeta] = useState({ updatedAt: sheet.updatedAt as string | null, updatedByName: sheet.updatedByName ?? null });
  const [dirty, setDirty] = useState(false);
  const [savedNote, setSavedNote] = useState(false);
  const [problem, setProblem] = useState<SheetProblem | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  // A newer copy from the server (reload after a conflict, or someone else's save while we had no changes).
  const lastSheet = useRef(sheet);
  useEffect(() => {
    if (lastSheet.current === sheet) return;
    lastSheet.current = sheet;
    setVersion(sheet.version);
    setStatus(budgetStatusOf(sheet.budgetStatus));
    setMeta({ updatedAt: sheet.updatedAt ?? null, updatedByName: sheet.updatedByName ?? null });
    setDirty(false);
    setProblem(null);
  }, [sheet]);

  // Live: saves and budget transitions arrive over the subscriptions socket; the 10-second poll runs
  // only while that socket is down.
  const socketUp = useLiveSocketUp();
  const { data: polled, refetch: refetchStatus } = useQuery(CostSheetStatusDocument, {
    variables: { dealId: sheet.dealId },
    pollInterval: socketUp ? 0 : STATUS_POLL_MS,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  /** Someone else's save that reached us over the socket, and the version it made. */
  const [savedBy, setSavedBy] = useState<{ name: string; version: number } | null>(null);
  const { data: sheetLive } = useSubscription(CostSheetChangedDocument, {
    variables: { dealId: sheet.dealId },
    onData: ({ data: live }) => {
      const change = live.data?.costSheetChanged;
      if (change && change.byUserId !== userId) setSavedBy({ name: change.byUserName, version: change.version });
    },
  });
  const orgId = polled?.costSheetStatus.orgId ?? sheet.orgId ?? null;
  useSubscription(BudgetChangedDocument, {
    variables: { orgId: orgId ?? 0 },
    skip: orgId === null,
    onData: ({ data: live }) => {
      const change = live.data?.budgetChanged;
      // Budgets per operation: only a change of this operation's budget moves this sheet's status.
      if (change && (change.dealId == null || change.dealId === sheet.dealId)) setStatus(budgetStatusOf(change.dealBudgetStatus ?? change.budgetStatus));
    },
  });
  const polledStatus = sheetLive?.costSheetChanged.status ?? polled?.costSheetStatus;
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const followedVersion = useRef(sheet.version);
  useEffect(() => {
    if (!polledStatus) return;
    setStatus(budgetStatusOf(polledStatus.budgetStatus));
    // Someone else saved: follow their copy unless we have changes (then offer to reload).
    if (polledStatus.version > version && polledStatus.version > followedVersion.current) {
      followedVersion.current = polledStatus.version;
      if (dirtyRef.current) setProblem({ message: COST_SHEET_MESSAGES.conflict, reload: true });
      else void reloadRef.current();
    }
  }, [polledStatus, version]);

  /** An edit of the user's: unsaved until the next save. */
  const edited = useCallback(() => {
    setDirty(true);
    setSavedNote(false);
  }, []);

  /** Our own save went through: the sheet now stands on the version it made. */
  function saved(copy: SavedCopy) {
    setVersion(copy.version);
    setStatus(budgetStatusOf(copy.budgetStatus));
    setMeta({ updatedAt: copy.updatedAt ?? null, updatedByName: copy.updatedByName ?? null });
    setDirty(false);
    setSavedNote(true);
    setSavedBy(null);
    // Our own save's live event can arrive before its answer, while the sheet still had changes: it was flagged as
    // someone else's newer copy. The save went through on our version, so nobody else saved in between.
    setProblem(null);
  }

  /** 'Recargar': drops the edits and reads the sheet and its status again. */
  async function reloadSheet() {
    setProblem(null);
    setDirty(false);
    dirtyRef.current = false;
    await reload();
    await refetchStatus();
  }

  // 'Juan guardó cambios — Recargar' while this copy is older than their save (we had changes, so it did
  // not follow); once it follows, the line stays as a note without the button. It stands in for the
  // conflict message, which would offer a second Recargar.
  const offerReload = savedBy !== null && savedBy.version > version;

  return {
    version,
    status,
    /** A budget transition of ours, as the server answered it. */
    setStatus,
    meta,
    dirty,
    edited,
    savedNote,
    saved,
    problem,
    setProblem,
    savedBy,
    dismissSavedBy: () => setSavedBy(null),
    offerReload,
    reloadSheet,
    refetchStatus,
  };
}

export type SheetSync = ReturnType<typeof useSheetSync>;
