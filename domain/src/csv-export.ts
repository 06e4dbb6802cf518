import { paraguayDate } from './exchange-rates';

/**
 * CSV export rules: the two formats, how a cell is written in each, and the
 * neutralising of spreadsheet formulas. The server writes the files; the client names the option.
 */
export type CsvFormat = 'default' | 'es-PY';

export const CSV_FORMATS: readonly CsvFormat[] = ['default', 'es-PY'];

export function isCsvFormat(v: unknown): v is CsvFormat {
  return typeof v === 'string' && (CSV_FORMATS as readonly string[]).includes(v);
}

/**
 * 'default': comma separator, dot decimals, ISO dates (any program reads it).
 * 'es-PY': what Excel in a Spanish locale opens with a double click: semicolon separator, decimal
 * comma, dd/mm/yyyy, and a UTF-8 byte order mark so accents are not read as Latin-1.
 */
export interface CsvFormatRules {
  delimiter: ',' | ';';
  decimal: '.' | ',';
  bom: boolean;
}

export const CSV_FORMAT_RULES: Record<CsvFormat, CsvFormatRules> = {
  default: { delimiter: ',', decimal: '.', bom: false },
  'es-PY': { delimiter: ';', decimal: ',', bom: true },
};

/** A cell before formatting: text is written as it is (neutralised), numbers and dates by the format. */
export type CsvValue = string | number | Date | null | undefined;

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab / carriage return before one) as a
 * formula: `=HYPERLINK(...)` typed into a contact's name would run on the office's computers. Such
 * text gets a leading apostrophe (OWASP 'CSV injection'), which shows as text and runs nothing.
 * Numbers are formatted by us and never pass through here, so a negative profit stays a number.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Numbers without grouping (a thousands dot would be read as a decimal point by a 'default' reader). */
export function csvNumber(n: number, format: CsvFormat): string {
  if (!Number.isFinite(n)) return '';
  const s = String(n);
  return CSV_FORMAT_RULES[format].decimal === ',' ? s.replace('.', ',') : s;
}

/** The calendar day in Paraguay: 'YYYY-MM-DD', or 'dd/mm/yyyy' for es-PY. */
export function csvDate(d: Date, format: CsvFormat): string {
  if (Number.isNaN(d.getTime())) return '';
  const iso = paraguayDate(d);
  if (format === 'default') return iso;
  const [y, m, day] = iso.split('-');
  return `${day}/${m}/${y}`;
}

/** One cell's text in a format (quoting is the writer's job). */
export function csvCell(v: CsvValue, format: CsvFormat): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return csvNumber(v, format);
  if (v instanceof Date) return csvDate(v, format);
  return neutraliseFormula(v);
}

/** 'contactos-2026-11-24.csv': the list's name (lower-case, ASCII, dashes) and the day in Paraguay. */
export function csvFilename(list: string, at: Date): string {
  const slug =
    list
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'export';
  return `${slug}-${paraguayDate(at)}.csv`;
}
