import { isMilestoneCode, nextMilestone, type Milestone } from '@crm/domain';
import { formatDate } from '../../lib/format';

export interface MilestoneChipFace {
  text: string;
  title: string;
  late: boolean;
}

/**
 * The chip of a card: its next milestone (the first without its actual day that has a planned one) and that
 * day; red when the planned day passed without the actual one. Null when there is none.
 */
export function milestoneChipFace(rows: ReadonlyArray<{ code: string; label: string; planned?: string | null; actual?: string | null }>, today: string): MilestoneChipFace | null {
  const list: Milestone[] = rows.filter((r) => isMilestoneCode(r.code)).map((r) => ({ code: r.code as Milestone['code'], planned: r.planned ?? null, actual: r.actual ?? null }));
  const next = nextMilestone(list, today);
  if (!next || !next.planned) return null;
  const label = rows.find((r) => r.code === next.code)?.label ?? next.code;
  const day = formatDate(next.planned).slice(0, 5);
  return {
    text: `${label} ${day}`,
    title: next.late ? `Hito atrasado: ${label}, previsto para el ${formatDate(next.planned)}` : `Próximo hito: ${label}, previsto para el ${formatDate(next.planned)}`,
    late: next.late,
  };
}
