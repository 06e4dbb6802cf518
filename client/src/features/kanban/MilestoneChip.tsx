import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { paraguayToday } from '@crm/domain';
import { DealMilestonesDocument, type DealMilestonesQuery } from '../../gql/graphql';
import { milestoneChipFace } from './milestoneChipFace';
import styles from './KanbanPage.module.css';

type Rows = ReadonlyMap<number, DealMilestonesQuery['dealMilestones'][number]['milestones']>;
const ChipsContext = createContext<Rows | null>(null);

/**
 * One dealMilestones query for every card the board has loaded (not one per card): the chips read their
 * operation's milestones from here. A failed load shows no chips (spec part 1 §8: silent fallback).
 */
export function MilestoneChipsProvider({ dealIds, children }: { dealIds: readonly number[]; children: ReactNode }) {
  const ids = useMemo(() => [...new Set(dealIds)].sort((a, b) => a - b), [dealIds]);
  const { data, previousData } = useQuery(DealMilestonesDocument, { variables: { dealIds: ids }, skip: ids.length === 0, fetchPolicy: 'cache-and-network' });
  const rows = (data ?? previousData)?.dealMilestones;
  const map = useMemo<Rows>(() => new Map((rows ?? []).map((r) => [r.dealId, r.milestones])), [rows]);
  return <ChipsContext.Provider value={map}>{children}</ChipsContext.Provider>;
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
