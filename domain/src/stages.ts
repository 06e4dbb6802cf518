/** Stage order in steps of 10 (spec part 2 §4, §9). */
export const STAGE_ORDER_STEP = 10;

/** order_index for a stage appended after the existing ones. */
export function nextOrderIndex(existing: readonly number[]): number {
  return (existing.length ? Math.max(...existing) : 0) + STAGE_ORDER_STEP;
}

/** Reassigns 10, 20, 30… in the given order (after every move, add or delete). */
export function renumberStages<T extends { orderIndex: number }>(stages: readonly T[]): T[] {
  return stages.map((s, i) => ({ ...s, orderIndex: (i + 1) * STAGE_ORDER_STEP }));
}

/** Moves the item at `index` one place up (-1) or down (+1); the first cannot move up nor the last down. */
export function moveStage<T extends { orderIndex: number }>(stages: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= stages.length || target < 0 || target >= stages.length) return renumberStages(stages);
  const copy = [...stages];
  [copy[index], copy[target]] = [copy[target], copy[index]];
  return renumberStages(copy);
}

/** The neighbour that receives a deleted stage's deals: the next stage, else the previous one, else none. */
export function neighbourStageId(ordered: readonly { id: number }[], stageId: number): number | null {
  const i = ordered.findIndex((s) => s.id === stageId);
  if (i < 0) return null;
  return ordered[i + 1]?.id ?? ordered[i - 1]?.id ?? null;
}

/**
 * The stages in the order of `ids`, renumbered 10, 20, 30…; null when `ids` is not exactly the
 * pipeline's stages (missing, extra or repeated ids), so a stale editor cannot drop or duplicate one.
 */
export function reorderStagesByIds<T extends { id: number; orderIndex: number }>(stages: readonly T[], ids: readonly number[]): T[] | null {
  if (ids.length !== stages.length || new Set(ids).size !== ids.length) return null;
  const byId = new Map(stages.map((s) => [s.id, s]));
  const ordered: T[] = [];
  for (const id of ids) {
    const s = byId.get(id);
    if (!s) return null;
    ordered.push(s);
  }
  return renumberStages(ordered);
}

/** Stable stage order: by order_index, then id (ties appear while an editor saves one stage at a time). */
export function sortStages<T extends { id: number; orderIndex: number }>(stages: readonly T[]): T[] {
  return [...stages].sort((a, b) => a.orderIndex - b.orderIndex || a.id - b.id);
}

export interface EditableStage {
  id: number;
  name: string;
  orderIndex: number;
  /** Idle days (nextSteps isStuck); null = no limit; absent = not edited here. */
  stuckDays?: number | null;
}

/** What `updateStage` must receive for one stage: only the fields that differ from the saved stage. */
export interface StageChange {
  id: number;
  input: { name?: string; orderIndex?: number; stuckDays?: number | null };
}

/**
 * The stage editor's save (spec part 2 §4): rename and reorder are local until saved, and only the
 * stages whose (trimmed) name or order differ from the saved ones are sent — each with only the
 * fields that changed. Stages missing from `saved` (not yet known to the server) are skipped.
 */
export function stageChanges(saved: readonly EditableStage[], edited: readonly EditableStage[]): StageChange[] {
  const byId = new Map(saved.map((s) => [s.id, s]));
  const changes: StageChange[] = [];
  for (const s of edited) {
    const before = byId.get(s.id);
    if (!before) continue;
    const input: StageChange['input'] = {};
    const name = s.name.trim();
    if (name !== before.name) input.name = name;
    if (s.orderIndex !== before.orderIndex) input.orderIndex = s.orderIndex;
    if (s.stuckDays !== undefined && (s.stuckDays ?? null) !== (before.stuckDays ?? null)) input.stuckDays = s.stuckDays ?? null;
    if (input.name !== undefined || input.orderIndex !== undefined || input.stuckDays !== undefined) changes.push({ id: s.id, input });
  }
  return changes;
}

/** The edited list without `stageId`, renumbered (a delete renumbers like a move). */
export function withoutStage<T extends { id: number; orderIndex: number }>(stages: readonly T[], stageId: number): T[] {
  return renumberStages(stages.filter((s) => s.id !== stageId));
}

/** The edited list with `stage` appended at the end, renumbered. */
export function withStageAppended<T extends { id: number; orderIndex: number }>(stages: readonly T[], stage: T): T[] {
  return renumberStages([...stages.filter((s) => s.id !== stage.id), stage]);
}
