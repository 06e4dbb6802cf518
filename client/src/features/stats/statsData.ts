/** '+12,5 %', '−33,3 %', '0 %' (es-PY). */
export function formatChange(pct: number): string {
  const abs = new Intl.NumberFormat('es-PY', { maximumFractionDigits: 1 }).format(Math.abs(pct));
  return `${pct > 0 ? '+' : pct < 0 ? '−' : ''}${abs} %`;
}
