import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, IMPORT_MESSAGES, neutraliseFormula } from '@crm/domain';
import Papa from 'papaparse';
import { AppError } from '../../core/errors/app-error';

export interface DecodedText {
  text: string;
  encoding: 'utf-8' | 'utf-16le' | 'windows-1252';
}

/**
 * The bytes of a spreadsheet's CSV as text: UTF-8 (with or without BOM), UTF-16 LE with BOM (Excel's
 * 'Unicode text'), else — invalid UTF-8, as Excel writes 'CSV (delimitado por comas)' on a Spanish
 * Windows — Windows-1252 (a superset of Latin-1 for what offices type).
 */
export function decodeCsv(bytes: Buffer): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

export interface CsvRow {
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  line: number;
  values: string[];
}

export interface ParsedCsv {
  headers: string[];
  delimiter: string;
  rows: CsvRow[];
}

/**
 * papaparse with the separator detected among ',', ';' and tab (a Spanish-locale Excel writes ';',
 * because ',' is its decimal separator). Blank lines are skipped but keep the numbering of the rest.
 */
export function parseCsv(text: string, delimiter?: string): ParsedCsv {
  // papaparse guesses over the first rows; blank lines (a trailing newline) would spoil its guess.
  const sep = delimiter ?? (Papa.parse<string[]>(text, { preview: 20, delimitersToGuess: [';', ',', '\t'], skipEmptyLines: 'greedy' }).meta.delimiter || ';');
  const parsed = Papa.parse<string[]>(text, { delimiter: sep, skipEmptyLines: false });
  const all = parsed.data;
  const headerAt = all.findIndex((r) => r.some((v) => v.trim() !== ''));
  if (headerAt < 0) throw new AppError('VALIDATION', IMPORT_MESSAGES.empty);
  const headers = all[headerAt].map((h) => h.trim());
  if (headers.length > IMPORT_MAX_COLUMNS) throw new AppError('VALIDATION', IMPORT_MESSAGES.tooManyColumns);
  const rows: CsvRow[] = [];
  for (let i = headerAt + 1; i < all.length; i++) {
    const values = all[i];
    if (!values.some((v) => v.trim() !== '')) continue;
    rows.push({ line: i + 1, values });
  }
  if (!rows.length) throw new AppError('VALIDATION', IMPORT_MESSAGES.empty);
  if (rows.length > IMPORT_MAX_ROWS) throw new AppError('VALIDATION', IMPORT_MESSAGES.tooManyRows);
  return { headers, delimiter: sep, rows };
}

/** The rows in error as a CSV a Spanish-locale Excel opens as is: ';', UTF-8 with BOM, CRLF. */
export function errorsCsv(headers: readonly string[], rows: ReadonlyArray<{ line: number; values: readonly string[]; message: string }>): string {
  // The file's own text goes back to a spreadsheet: a cell that would run as a formula gets the same
  // apostrophe the exports give it (csv-export.ts); a plain number ('-5', '+595 981…') is left as typed.
  const cell = (v: string) => (/^[-+]?\d[\d.,\s]*$/.test(v) ? v : neutraliseFormula(v));
  const data = rows.map((r) => [String(r.line), ...headers.map((_, i) => cell(r.values[i] ?? '')), r.message]);
  return `\ufeff${Papa.unparse({ fields: ['Fila', ...headers.map(cell), 'Error'], data }, { delimiter: ';', newline: '\r\n' })}\r\n`;
}
