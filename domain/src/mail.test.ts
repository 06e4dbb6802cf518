import {
  accountTokenUsable,
  hasLineBreak,
  isMailAddress,
  isPermanentSmtpFailure,
  mailRetryDelayMs,
  mailTemplate,
  parseMailAttachment,
  MAIL_TEMPLATES,
  MAIL_TEMPLATE_MESSAGES,
  mailTemplateProblems,
  renderMailTemplate,
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
    ['OP-000123: Presupuesto', 'OP-000123: Presupuesto'],
  ])('%j → %j', (subject, expected) => {
    expect(subjectWithReference(subject, 'OP-000123')).toBe(expected);
  });
  // Another operation's reference that begins with this one's characters is not this one's reference.
  test.each([
    ['OP-1000000 — Presupuesto', 'OP-100000 — OP-1000000 — Presupuesto'],
    ['Re: OP-1000005 x', 'OP-100000 — Re: OP-1000005 x'],
    ['OP-100000 — Presupuesto', 'OP-100000 — Presupuesto'],
  ])('%j on OP-100000 → %j', (subject, expected) => {
    expect(subjectWithReference(subject, 'OP-100000')).toBe(expected);
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

test.each([
  ['status_report', { kind: 'status_report', id: null }],
  ['statement_pdf', { kind: 'statement_pdf', id: null }],
  ['invoice_xml:31', { kind: 'invoice_xml', id: 31 }],
  ['invoice_kude:31', { kind: 'invoice_kude', id: 31 }],
  ['receipt_pdf:7', { kind: 'receipt_pdf', id: 7 }],
  ['invoice_pdf:2147483647', { kind: 'invoice_pdf', id: 2147483647 }],
  ['invoice_pdf:2147483648', null],
  ['receipt_pdf:0', null],
  ['receipt_pdf', null],
  ['statement_pdf:3', null],
  ['invoice_xml:1 ', null],
  ['contract:1', null],
])('attachment %s', (s, expected) => {
  expect(parseMailAttachment(s)).toEqual(expected);
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
  const docs = { ...p, clientName: 'Ferretería Itá SA', invoiceNumber: '001-003-0000012', invoiceElectronic: true, receiptNumber: '001-002-0000004', today: '29/11/2026' };
  expect(mailTemplate('invoice')!.subject(docs)).toBe('OP-000007 — Factura N.º 001-003-0000012 — Ferretería Itá SA');
  expect(mailTemplate('invoice')!.body(docs)).toContain('la factura N.º 001-003-0000012 de la operación OP-000007 (Carga aérea Miami), con su documento electrónico (XML firmado) y el KuDE.');
  expect(mailTemplate('invoice')!.body({ ...docs, invoiceElectronic: false })).not.toContain('KuDE');
  expect(mailTemplate('receipt')!.subject(docs)).toBe('OP-000007 — Recibo N.º 001-002-0000004 — Ferretería Itá SA');
  expect(mailTemplate('statement')!.subject(docs)).toBe('OP-000007 — Estado de cuenta de Ferretería Itá SA al 29/11/2026');
  expect(mailTemplate('statement')!.attachments).toEqual(['statement_pdf']);
  expect(mailTemplate('receipt')!.documents).toEqual(['receipt_pdf']);
});

test('textToHtml escapes and keeps paragraphs', () => {
  expect(textToHtml('a <b>\nc\n\nd & e')).toBe('<p>a &lt;b&gt;<br>c</p>\n<p>d &amp; e</p>');
});

describe('editable templates: placeholders in Spanish braces', () => {
  const p = { reference: 'OP-000007', title: 'Carga aérea Miami', contactName: null, senderName: 'Vera Venta', officeName: 'Carga SA', stageName: null, quoteTotal: null, saleTotal: null };

  test('the original texts read as before when values are missing: no "undefined", no dangling words', () => {
    expect(mailTemplate('quote')!.body(p)).toBe(
      'Hola:\n\nTe enviamos adjunto el presupuesto de la operación OP-000007 (Carga aérea Miami).\n\nQuedamos atentos a tus consultas.\n\nSaludos cordiales,\nVera Venta\nCarga SA',
    );
    expect(mailTemplate('invoice')!.subject(p)).toBe('OP-000007 — Factura');
    expect(mailTemplate('statement')!.subject(p)).toBe('OP-000007 — Estado de cuenta');
    expect(mailTemplate('status_report')!.body({ ...p, stageName: 'En tránsito' })).toContain('(Carga aérea Miami): En tránsito.');
    expect(mailTemplate('blank')!.subject(p)).toBe('OP-000007 — ');
    for (const t of MAIL_TEMPLATES) expect(`${t.subject(p)}${t.body(p)}`).not.toMatch(/undefined|null|[{}[\]]/);
  });

  test('an edited text fills its placeholders; an optional part goes when its value is empty', () => {
    const text = 'Estimado {contacto}: {cliente}[ (factura {factura})] — [URGENTE] {etapa}.';
    expect(renderMailTemplate(text, { ...p, contactName: 'Carla', clientName: 'Itá SA', invoiceNumber: '001-001-0000012', stageName: 'Arribado' })).toBe(
      'Estimado Carla: Itá SA (factura 001-001-0000012) — [URGENTE] Arribado.',
    );
    expect(renderMailTemplate(text, p)).toBe('Estimado :  — [URGENTE] .');
  });

  test('an edited text is refused with the field and a Spanish reason: unknown placeholder, empty subject, unclosed brace', () => {
    expect(mailTemplateProblems({ subject: '{referencia} — Cotización', body: '{saludo}\n{firma}' })).toEqual({});
    expect(mailTemplateProblems({ subject: '   ', body: 'x' })).toEqual({ subject: 'El asunto es obligatorio.' });
    const bad = mailTemplateProblems({ subject: '{referencia}', body: 'Hola {nombre} {cliente} {monto}' });
    expect(Object.keys(bad)).toEqual(['body']);
    expect(bad.body).toMatch(/^No existen los datos \{nombre\}, \{monto\}\. Podés usar: \{referencia\}/);
    expect(mailTemplateProblems({ subject: '{referencia', body: '' })).toEqual({ subject: MAIL_TEMPLATE_MESSAGES.unbalanced });
    expect(mailTemplateProblems({ subject: 'a\nb', body: '' }).subject).toBe('El asunto va en una sola línea.');
    expect(mailTemplateProblems({ subject: 'x', body: '[sin cerrar {firma}' }).body).toBe(MAIL_TEMPLATE_MESSAGES.unbalanced);
    expect(mailTemplateProblems({ subject: 'x', body: 'y'.repeat(10_001) }).body).toMatch(/hasta 10\.000 caracteres/);
  });
});
