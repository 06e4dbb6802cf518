/**
 * Deal files (spec part 2 §3 "Deal file", §9): the eight document types of an operation, the
 * shortening of file names in tabs and the preview kind by extension. Shared by server and client.
 */
export const DEAL_FILE_TYPES = [
  { key: 'fact_venta', label: 'FACT VENTA' },
  { key: 'fact_compra', label: 'FACT COMPRA' },
  { key: 'det_cos', label: 'DET COS' },
  { key: 'fact_shpr', label: 'FACT SHPR' },
  { key: 'fact_ag', label: 'FACT AG' },
  { key: 'fact_prov', label: 'FACT PROV' },
  { key: 'fact_atm', label: 'FACT ATM' },
  { key: 'rec_atm', label: 'REC ATM' },
] as const;

export type DealFileType = (typeof DEAL_FILE_TYPES)[number]['key'];

export const DEAL_FILE_TYPE_KEYS: readonly DealFileType[] = DEAL_FILE_TYPES.map((t) => t.key);

export function isDealFileType(value: unknown): value is DealFileType {
  return typeof value === 'string' && (DEAL_FILE_TYPE_KEYS as readonly string[]).includes(value);
}

/** 'fact_venta' → 'FACT VENTA'; an unknown key is shown upper-cased as typed. */
export function dealFileTypeLabel(key: string): string {
  return DEAL_FILE_TYPES.find((t) => t.key === key)?.label ?? key.replace(/_/g, ' ').toUpperCase();
}

/** Upload size limit (413 beyond). */
export const MAX_DEAL_FILE_BYTES = 25 * 1024 * 1024;

/** Spec part 2 §9: names are shortened to 22 characters in tab labels, 26 elsewhere. */
export const FILE_NAME_TAB_MAX = 22;
export const FILE_NAME_DEFAULT_MAX = 26;

/** At most `max` characters; a longer name keeps its first max − 1 characters and ends in '…'. */
export function shortenFileName(name: string, max: number = FILE_NAME_DEFAULT_MAX): string {
  const chars = Array.from(name.trim());
  if (chars.length <= max) return chars.join('');
  return chars.slice(0, Math.max(1, max - 1)).join('') + '…';
}

export type FilePreviewKind = 'pdf' | 'image' | 'other';

/** Spec part 2 §9: image previews for these extensions (SVG only ever as an <img>). */
export const IMAGE_PREVIEW_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg'] as const;

export function fileExtension(name: string): string {
  const m = /\.([A-Za-z0-9]+)$/.exec(name.trim());
  return m ? m[1].toLowerCase() : '';
}

/** PDFs go in a frame, images inline, everything else opens or downloads in a new tab. */
export function filePreviewKind(name: string): FilePreviewKind {
  const ext = fileExtension(name);
  if (ext === 'pdf') return 'pdf';
  if ((IMAGE_PREVIEW_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  return 'other';
}

/** '850 B', '12,5 KB', '3,2 MB' (es-PY decimal comma). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${(Math.round(v * 10) / 10).toString().replace('.', ',')} ${units[i]}`;
}

/**
 * How long a deleted file (or activity) stays restorable on the server. The screen offers 'Deshacer'
 * for a few seconds; the server keeps the record longer so a slow or retried restore still lands, then
 * purges it (a file's bytes with it).
 */
export const RESTORE_WINDOW_MS = 10 * 60 * 1000;
