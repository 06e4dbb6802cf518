import { LONE_SURROGATE } from '@crm/domain';
import { getMetadataStorage } from 'class-validator';
import { AppError } from '../errors/app-error';

/**
 * Text every input goes through, on both APIs (validateInput for REST, validateGraphqlArg for
 * GraphQL; collation-safe text and no 500 on odd input). Refused, with a Spanish message naming the field:
 * - NUL and the other C0 controls except tab and line breaks, DEL and the C1 controls: never typed,
 *   they come from pasting or from scripts, break exports and MariaDB's JSON checks;
 * - lone UTF-16 surrogates (half an emoji): not characters; MariaDB refuses them as invalid utf8mb4.
 * Tabs and line breaks stay in multi-line fields (marked with MultilineText, input/fields.ts, and every text argument
 * declared with AnyText, which reaches its service as sent) and become spaces in every other field: a name pasted from
 * a spreadsheet cell keeps its words, not the cell's layout.
 * Invisible format characters (zero-width space, soft hyphen, joiners) are kept as sent: they belong
 * to emoji sequences and some scripts; search folds them away (domain/search-text.ts).
 */

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const BREAKS = /\r\n|[\t\n\r]/g;
/** Passwords are compared as sent (their rules belong to the users module). */
const SECRET = /password/i;
/** Deeper than any input class nests (deal → contact ref, cost sheet → rows). */
const MAX_DEPTH = 6;

interface TextField {
  /** 'Las notas': starts the message ('…en las notas'). */
  label?: string;
  multiline?: boolean;
  /** A password, hashed or compared as sent (Secret, input/fields.ts): the guard leaves it alone. */
  secret?: boolean;
}

const FIELDS = new WeakMap<object, Map<string, TextField>>();

/** Records what the guard should know of a text field (called by the field decorators). */
export function describeTextField(prototype: object, key: string | symbol, info: TextField): void {
  let fields = FIELDS.get(prototype);
  if (!fields) FIELDS.set(prototype, (fields = new Map()));
  fields.set(String(key), { ...fields.get(String(key)), ...info });
}

/** The subject of a field's own Spanish messages: 'El asunto debe ser texto.' → 'El asunto'. */
const SUBJECT = /^((?:El|La|Los|Las)\s.+?)\s(?:debe|deben|es|son|admite|admiten|no)\b/;

/** What is known of `key` along the holder's class chain (input classes extend shared field sets). */
function fieldOf(holder: object, key: string): TextField {
  let multiline = false;
  let secret = false;
  let label: string | undefined;
  let fromMessages: string | undefined;
  for (let p = Object.getPrototypeOf(holder) as object | null; p && p !== Object.prototype; p = Object.getPrototypeOf(p) as object | null) {
    const info = FIELDS.get(p)?.get(key);
    multiline ||= Boolean(info?.multiline);
    secret ||= Boolean(info?.secret);
    label ??= info?.label;
    fromMessages ??= labelFromMessages(p.constructor, key);
  }
  return { multiline, secret, label: label ?? fromMessages };
}

const derived = new WeakMap<object, Map<string, string | undefined>>();

function labelFromMessages(cls: unknown, key: string): string | undefined {
  if (typeof cls !== 'function') return undefined;
  let byKey = derived.get(cls);
  if (!byKey) derived.set(cls, (byKey = new Map()));
  if (!byKey.has(key)) {
    const metas = getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false);
    const label = metas
      .filter((m) => m.propertyName === key && typeof m.message === 'string')
      .map((m) => SUBJECT.exec(m.message as string)?.[1])
      .find(Boolean);
    byKey.set(key, label);
  }
  return byKey.get(key);
}

const lengthRules = new WeakMap<object, Map<string, { max: number; message: string } | null>>();

/**
 * The field's @MaxLength, if any. class-validator's counts leave out variation selectors (U+FE0E/F),
 * while MariaDB/MySQL count every code point against the column: 'a\uFE0F' × 200 passed MaxLength(200)
 * and failed the insert with a 500. The guard counts code points, as the column does.
 */
function maxLengthOf(holder: object, key: string): { max: number; message: string } | null {
  const cls = holder.constructor;
  if (typeof cls !== 'function' || cls === Object) return null;
  let byKey = lengthRules.get(cls);
  if (!byKey) lengthRules.set(cls, (byKey = new Map()));
  if (!byKey.has(key)) {
    const meta = getMetadataStorage()
      .getTargetValidationMetadatas(cls, '', true, false)
      .find((m) => m.propertyName === key && m.name === 'maxLength' && !m.each);
    const max = Number(meta?.constraints?.[0]);
    byKey.set(key, meta && Number.isFinite(max) ? { max, message: typeof meta.message === 'string' ? meta.message : `${key}: hasta ${max} caracteres.` } : null);
  }
  return byKey.get(key) ?? null;
}

/** Code points, as MariaDB/MySQL count a VARCHAR (and not more than needed to know it is over `max`). */
function longerThan(value: string, max: number): boolean {
  if (value.length <= max) return false;
  let n = 0;
  for (const _ of value) if (++n > max) return true;
  return false;
}

function where(field: TextField, key: string): string {
  return field.label ? field.label.charAt(0).toLowerCase() + field.label.slice(1) : `el campo "${key}"`;
}

/** The text to keep, or a VALIDATION AppError; `key` names the field when no label is known. */
export function checkText(value: string, field: TextField, key: string): string {
  if (LONE_SURROGATE.test(value)) {
    throw new AppError('VALIDATION', `Hay un carácter inválido en ${where(field, key)} (un emoji o símbolo cortado a la mitad). Revisá el texto y volvé a intentar.`);
  }
  if (CONTROL.test(value)) {
    throw new AppError('VALIDATION', `Hay caracteres de control no permitidos en ${where(field, key)}. Revisá el texto (suelen venir de copiar y pegar) y volvé a intentar.`);
  }
  return field.multiline ? value : value.replace(BREAKS, ' ');
}

/**
 * Walks an input (a class instance, its nested inputs and lists) before validation: refuses bad
 * text, turns tabs and line breaks of single-line fields into spaces in place.
 */
export function guardInputText(input: unknown, depth = 0, path = ''): void {
  if (input === null || typeof input !== 'object' || depth > MAX_DEPTH) return;
  if (Array.isArray(input)) {
    for (const item of input) guardInputText(item, depth + 1, path);
    return;
  }
  const holder = input as Record<string, unknown>;
  for (const [key, value] of Object.entries(holder)) {
    if (SECRET.test(key)) continue;
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'string') {
      const field = fieldOf(holder, key);
      if (field.secret) continue;
      const kept = naming(at, () => checkText(value, field, key));
      if (kept !== value) holder[key] = kept;
      const rule = maxLengthOf(holder, key);
      if (rule && longerThan(kept, rule.max)) throw new AppError('VALIDATION', rule.message, at);
    } else if (Array.isArray(value)) {
      value.forEach((item: unknown, i) => {
        if (typeof item === 'string') value[i] = naming(at, () => checkText(item, fieldOf(holder, key), key));
        else guardInputText(item, depth + 1, at);
      });
    } else {
      guardInputText(value, depth + 1, at);
    }
  }
}

/** checkText's refusal, naming the field it came from. */
function naming<T>(field: string, check: () => T): T {
  try {
    return check();
  } catch (err) {
    if (err instanceof AppError && !err.field) throw new AppError(err.code, err.message, field);
    throw err;
  }
}
