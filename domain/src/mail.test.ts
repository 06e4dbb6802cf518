import {
  accountTokenUsable,
  hasLineBreak,
  isMailAddress,
  isPermanentSmtpFailure,
  mailRetryDelayMs,
  mailTemplate,
  MAIL_TEMPLATES,
  subjectWithReference,
  textToHtml,
} from './mail';

describe('subjectWithReference: every operation mail starts with its reference', () => {
  test.each([
    ['Presupuesto aéreo', 'OP-000123 — Presupuesto aéreo'],
    ['OP-000123 — Presupuesto', 'OP-000123 — Presupuesto'],
    ['op-000123 presupuesto', 'op-000123 presupuesto'],
    ['Re: OP-000123 — Presupuesto', 'Re: OP-000123 — Presupuesto'],
    ['RV: re: OP-000123 x', 'RV: re: OP-000123 x'],
    ['Re: Presupuesto', 'OP-000123 — Re: Presupuesto'],
    ['  doble   espacio ', 'OP-000123 — doble espacio'],
    ['', 'OP-000123'],
    ['Consulta OP-000123', 'OP-000123 — Consulta OP-000123'],
  ])('%j → %j', (subject, expected) => {
    expect(subjectWithReference(subject, 'OP-000123')).toBe(expected);
  });
});

test.each([
  ['hola', false],
  ['hola\r\nBcc: x@y.com', true],
  ['hola\nBcc', true],
  ['hola\r', true],
  ['a\u2028b', true],
])('hasLineBreak(%j) = %s', (s, expected) => {
  expect(hasLineBreak(s)).toBe(expected);
});

test.each([
  ['carla@acme.com.py', true],
  ['Carla <carla@acme.com.py>', false],
  ['carla@acme', false],
  ['carla@acme.com.py\r\nBcc: x@y.com', false],
  ['a b@c.com', false],
  ['', false],
])('isMailAddress(%j) = %s', (s, expected) => {
  expect(isMailAddress(s)).toBe(expected);
});

test('retry backoff doubles from the base, capped at 64×, with ±20 % jitter', () => {
  expect([1, 2, 3, 4].map((f) => mailRetryDelayMs(f, 1000, 0.5))).toEqual([1000, 2000, 4000, 8000]);
  expect(mailRetryDelayMs(40, 1000, 0.5)).toBe(64_000);
  expect(mailRetryDelayMs(1, 1000, 0)).toBe(800);
  expect(mailRetryDelayMs(1, 1000, 1)).toBe(1200);
});

test.each([
  [550, true],
  [421, false],
  [null, false],
])('SMTP %s permanent: %s', (code, expected) => {
  expect(isPermanentSmtpFailure(code)).toBe(expected);
});

test('account links work once and until they expire', () => {
  expect(accountTokenUsable({ usedAtMs: null, expiresAtMs: 2000 }, 1999)).toBe(true);
  expect(accountTokenUsable({ usedAtMs: null, expiresAtMs: 2000 }, 2000)).toBe(false);
  expect(accountTokenUsable({ usedAtMs: 1500, expiresAtMs: 2000 }, 1600)).toBe(false);
});

test('templates: subjects start with the reference, bodies greet and sign', () => {
  const p = { reference: 'OP-000007', title: 'Carga aérea Miami', contactName: 'Carla', senderName: 'Vera Venta', officeName: 'Carga SA', stageName: 'Cotizado', quoteTotal: 'USD 1.234,50', saleTotal: null };
  for (const t of MAIL_TEMPLATES) {
    expect(t.subject(p).startsWith('OP-000007')).toBe(true);
    expect(t.body(p)).toContain('Hola, Carla:');
    expect(t.body(p)).toContain('Vera Venta\nCarga SA');
  }
  expect(mailTemplate('quote')!.body(p)).toContain('por un total de USD 1.234,50');
  expect(mailTemplate('quote')!.attachments).toEqual(['quote_pdf']);
  expect(mailTemplate('nope')).toBeNull();
});

test('textToHtml escapes and keeps paragraphs', () => {
  expect(textToHtml('a <b>\nc\n\nd & e')).toBe('<p>a &lt;b&gt;<br>c</p>\n<p>d &amp; e</p>');
});
