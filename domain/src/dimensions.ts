import { roundTo } from './money';

/**
 * Dimension parsing of spec part 2 §5. The text lists packages separated by newline, ';', ',' or '+'.
 * Each part is `L x W x H` with an optional fourth factor (package count), in metres; the separator is
 * 'x', '×' or '*', and a decimal comma is accepted ('1,2x0,8x0,5'). Because ',' also separates parts,
 * a comma counts as a decimal comma only when it sits between two digits and its part would otherwise
 * not parse (see `splitParts`). Parts that do not match or have a zero factor are skipped.
 */
export interface DimensionPart {
  /** The text of the part as typed (trimmed). */
  text: string;
  length: number;
  width: number;
  height: number;
  /** Fourth factor, 1 when absent. */
  count: number;
  /** length × width × height × count in m³ (not rounded). */
  volume: number;
}

export interface ParsedDimensions {
  parts: DimensionPart[];
  /** Parts that were skipped (did not match or had a zero factor), as typed. */
  skipped: string[];
  /** Sum of the parts' volumes, m³ rounded to 3 decimals (spec part 2 §9). */
  volumeM3: number;
}

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const SEP = String.raw`\s*[x×*X]\s*`;
const PART_RE = new RegExp(`^(${NUMBER})${SEP}(${NUMBER})${SEP}(${NUMBER})(?:${SEP}(${NUMBER}))?$`);

function toNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

function parsePart(text: string): DimensionPart | null {
  const m = PART_RE.exec(text.trim());
  if (!m) return null;
  const [length, width, height] = [toNumber(m[1]), toNumber(m[2]), toNumber(m[3])];
  const count = m[4] === undefined ? 1 : toNumber(m[4]);
  const factors = [length, width, height, count];
  if (factors.some((f) => !Number.isFinite(f) || f <= 0)) return null;
  return { text: text.trim(), length, width, height, count, volume: length * width * height * count };
}

/**
 * Splits on newline, ';' and '+' first; a chunk that contains commas is read whole when it parses with
 * decimal commas ('1,2x0,8x0,5'), else split on its commas ('1x1x1,2x2x2' → two parts).
 */
function splitParts(text: string): string[] {
  const out: string[] = [];
  for (const chunk of text.split(/[\n\r;+]+/)) {
    const trimmed = chunk.trim();
    if (!trimmed) continue;
    if (!trimmed.includes(',') || parsePart(trimmed)) {
      out.push(trimmed);
      continue;
    }
    out.push(...splitOnCommas(trimmed));
  }
  return out;
}

/** Splits on commas that are not decimal commas: a comma between two digits whose part still parses stays. */
function splitOnCommas(chunk: string): string[] {
  const pieces = chunk.split(',');
  const out: string[] = [];
  let current = pieces[0];
  for (let i = 1; i < pieces.length; i++) {
    const next = pieces[i];
    const joined = `${current},${next}`;
    const decimalComma = /\d$/.test(current) && /^\d/.test(next);
    // Keep the comma as decimal when the joined text is (a prefix of) a valid part and the parts would not be.
    if (decimalComma && isPartPrefix(joined) && !(parsePart(current) && isPartPrefix(next))) {
      current = joined;
    } else {
      out.push(current.trim());
      current = next;
    }
  }
  out.push(current.trim());
  return out.filter(Boolean);
}

const PREFIX_RE = new RegExp(`^(${NUMBER})(?:${SEP}(${NUMBER})){0,3}$`);
function isPartPrefix(text: string): boolean {
  return PREFIX_RE.test(text.trim());
}

export function parseDimensions(text: string | null | undefined): ParsedDimensions {
  const parts: DimensionPart[] = [];
  const skipped: string[] = [];
  for (const piece of splitParts(text ?? '')) {
    const part = parsePart(piece);
    if (part) parts.push(part);
    else skipped.push(piece);
  }
  const volume = parts.reduce((sum, p) => sum + p.volume, 0);
  return { parts, skipped, volumeM3: roundTo(volume, 3) };
}
