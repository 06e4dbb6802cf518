import { randomBytes } from 'node:crypto';

/**
 * JSON text already serialized (a kanban column's cards, kept per column version), placed in an answer
 * as it is: `stringifyWithRaw` writes the text where the value stands instead of serializing an object
 * tree again. Serialized any other way (a plain JSON.stringify) it is parsed back, so it still reads as
 * the value it holds.
 */
export class RawJson {
  constructor(readonly json: string) {}

  toJSON(): unknown {
    if (!pending) return JSON.parse(this.json);
    pending.push(this.json);
    return `${MARK}${pending.length - 1}`;
  }
}

/**
 * What a RawJson stands for while `stringifyWithRaw` runs: a string no answer can hold, since it starts
 * with a NUL and a random nonce of this process. JSON.stringify is synchronous, so one list suffices.
 */
const MARK = `\u0000raw-${randomBytes(12).toString('hex')}-`;
const QUOTED_MARK = JSON.stringify(MARK).slice(0, -1);
let pending: string[] | null = null;

/** JSON.stringify, with each RawJson's text written in place. */
export function stringifyWithRaw(value: unknown): string {
  const outer = pending;
  pending = [];
  try {
    const text = JSON.stringify(value);
    const parts = pending;
    if (!parts.length) return text;
    let out = '';
    let at = 0;
    for (let i = 0; i < parts.length; i++) {
      const needle = `${QUOTED_MARK}${i}"`;
      const found = text.indexOf(needle, at);
      if (found < 0) throw new Error('RawJson: marca perdida al serializar');
      out += text.slice(at, found) + parts[i];
      at = found + needle.length;
    }
    return out + text.slice(at);
  } finally {
    pending = outer;
  }
}
