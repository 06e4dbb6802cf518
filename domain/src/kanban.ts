/**
 * Kanban configuration from parameters (spec part 1 §2, §7; part 2 §9): stage labels and hidden
 * stages, where a workspace value (`key__{slug}`) overrides the global one.
 */

export interface ParamLike {
  value: string;
  active?: boolean | null;
}

export interface StageLike {
  id: number;
  name: string;
}

/** The active values of the workspace key when it has any, else those of the global key. */
export function effectiveValues(global: readonly ParamLike[], workspace: readonly ParamLike[] | undefined): string[] {
  const active = (list: readonly ParamLike[]) => list.filter((p) => p.active !== false).map((p) => p.value);
  const ws = workspace ? active(workspace) : [];
  return ws.length ? ws : active(global);
}

function stageIdOf(token: string, stages: readonly StageLike[]): number | null {
  const t = token.trim();
  if (!t) return null;
  if (/^\d+$/.test(t)) {
    const id = Number(t);
    return stages.some((s) => s.id === id) ? id : null;
  }
  const byName = stages.find((s) => s.name.trim().toLowerCase() === t.toLowerCase());
  return byName ? byName.id : null;
}

/**
 * Stage labels come either as a JSON object (`{"12":"Cotizando"}`, keys are stage ids or names) or
 * as `id|label` pairs (one per value, or several separated by newlines, commas or semicolons).
 */
export function parseStageLabels(values: readonly string[], stages: readonly StageLike[]): Map<number, string> {
  const labels = new Map<number, string>();
  for (const raw of values) {
    const text = raw.trim();
    if (!text) continue;
    if (text.startsWith('{')) {
      try {
        const obj = JSON.parse(text) as unknown;
        if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
          for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
            const id = stageIdOf(k, stages);
            if (id !== null && typeof v === 'string' && v.trim()) labels.set(id, v.trim());
          }
        }
      } catch {
        /* malformed JSON: ignored, like any unreadable setting */
      }
      continue;
    }
    for (const pair of text.split(/[\n;,]+/)) {
      const i = pair.indexOf('|');
      if (i <= 0) continue;
      const id = stageIdOf(pair.slice(0, i), stages);
      const label = pair.slice(i + 1).trim();
      if (id !== null && label) labels.set(id, label);
    }
  }
  return labels;
}

/** Hidden stages: ids or names, as a JSON array or separated by commas, semicolons, spaces or newlines. */
export function parseHiddenStages(values: readonly string[], stages: readonly StageLike[]): Set<number> {
  const hidden = new Set<number>();
  for (const raw of values) {
    const text = raw.trim();
    if (!text) continue;
    let tokens: string[];
    if (text.startsWith('[')) {
      try {
        const arr = JSON.parse(text) as unknown;
        tokens = Array.isArray(arr) ? arr.map((x) => String(x)) : [];
      } catch {
        tokens = [];
      }
    } else {
      tokens = /^\d+([\s,;]+\d+)*$/.test(text) ? text.split(/[\s,;]+/) : text.split(/[\n,;]+/);
    }
    for (const t of tokens) {
      const id = stageIdOf(t, stages);
      if (id !== null) hidden.add(id);
    }
  }
  return hidden;
}

/** The pipeline id a kanban shows: the workspace's or the global `kanban_pipeline_id`, else the first pipeline. */
export function kanbanPipelineId(values: readonly string[], pipelineIds: readonly number[]): number | null {
  for (const v of values) {
    const id = Number(v.trim());
    if (Number.isInteger(id) && pipelineIds.includes(id)) return id;
  }
  return pipelineIds.length ? Math.min(...pipelineIds) : null;
}

/** Gap used when a card goes to the top or bottom of a column. */
export const POSITION_GAP = 1024;

/**
 * Position for a card dropped between `before` (above) and `after` (below) — one write, no renumbering.
 * Returns null when the gap is exhausted and the column must be renumbered.
 */
export function positionBetween(before: number | null, after: number | null): number | null {
  if (before === null && after === null) return 0;
  if (before === null) return (after as number) - POSITION_GAP;
  if (after === null) return before + POSITION_GAP;
  const mid = (before + after) / 2;
  return mid > before && mid < after ? mid : null;
}

/**
 * Quote-deadline badge (spec part 1 §4): whole days n since f_cotiz; 10 < n ≤ 15 → amber
 * 'Vence en {15-n} d'; n > 15 → red 'Atrasado {n-15} d'; otherwise none.
 */
export function quoteDeadlineBadge(
  fCotiz: string | null | undefined,
  now: Date,
): { tone: 'amber' | 'red'; text: string; days: number } | null {
  if (!fCotiz) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(fCotiz.trim());
  if (!m) return null;
  const start = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (Number.isNaN(start)) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const n = Math.floor((today - start) / 86_400_000);
  if (n > 15) return { tone: 'red', text: `Atrasado ${n - 15} d`, days: n };
  if (n > 10) return { tone: 'amber', text: `Vence en ${15 - n} d`, days: n };
  return null;
}
