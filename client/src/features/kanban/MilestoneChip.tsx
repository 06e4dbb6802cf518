import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { paraguayToday } from '@crm/domain';
import { useAfterFirstPaint } from '../../lib/useAfterFirstPaint';
import { DealMilestonesDocument, type DealMilestonesQuery } from '../../gql/graphql';
import { milestoneChipFace } from './milestoneChipFace';
import styles from './KanbanPage.module.css';

type Rows = ReadonlyMap<number, DealMilestonesQuery['dealMilestones'][number]['milestones']>;
const ChipsContext = createContext<Rows | null>(null);

const NO_ROWS: Rows = new Map();

/**
 * One dealMilestones query for every card the board has loaded (not one per card): the chips read their
 * operation's milestones from here. A failed load shows no chips (spec part 1 §8: silent fallback). First usable
 * board: the query starts once the board's first frame is painted (its cards have no chips until the answer anyway),
 * so React's first render of the board does not carry it.
 */
export function MilestoneChipsProvider({ dealIds, children }: { dealIds: readonly number[]; children: ReactNode }) {
  const live = useAfterFirstPaint();
  const [rows, setRows] = useState<Rows>(NO_ROWS);
  return (
    <ChipsContext.Provider value={rows}>
      {live && <MilestonesQuery dealIds={dealIds} onRows={setRows} />}
      {children}
    </ChipsContext.Provider>
  );
}

/** The query of MilestoneChipsProvider, mounted after the first frame; its rows go up to the provider. */
function MilestonesQuery({ dealIds, onRows }: { dealIds: readonly number[]; onRows: (rows: Rows) => void }) {
  const ids = useMemo(() => [...new Set(dealIds)].sort((a, b) => a - b), [dealIds]);
  const { data, previousData } = useQuery(DealMilestonesDocument, { variables: { dealIds: ids }, skip: ids.length === 0, fetchPolicy: 'cache-and-network' });
  const rows = (data ?? previousData)?.dealMilestones;
  useEffect(() => {
    onRows(rows ? new Map(rows.map((r) => [r.dealId, r.milestones])) : NO_ROWS);
  }, [rows, onRows]);
  return null;
}

/** A card's next milestone and its day, red when it is late (its own component: the card only mounts it). */
export function MilestoneChip({ dealId, now }: { dealId: number; now: Date }) {
  const rows = useContext(ChipsContext)?.get(dealId);
  const face = rows ? milestoneChipFace(rows, paraguayToday(now)) : null;
  if (!face) return null;
  return (
    <div className={styles.milestoneRow}>
      <span className={`${styles.milestoneChip} ${face.late ? styles.milestoneLate : ''}`} data-testid="milestone-chip" data-late={face.late || undefined} title={face.title}>
        {face.late && <span className="visually-hidden">Atrasado: </span>}
        {face.text}
      </span>
    </div>
  );
}
