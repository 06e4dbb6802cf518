import { formatMoney } from '@crm/domain';
import { cardFace } from './cardFace';
import { card } from './testBoard';

const NOW = new Date('2026-11-28T15:00:00Z');
const at = (iso: string) => new Date(iso).toISOString();

describe('cardFace: what a kanban card says, for the React card and the early board alike', () => {
  test('a full card: reference as heading, the title under it, both people, value, chip and age', () => {
    const face = cardFace(
      card(7, 1, {
        reference: 'OP-000007',
        title: 'Maquinaria desde Santos',
        orgName: 'Textil Luque',
        contactName: 'Ana Benítez',
        value: 1234.5,
        createdAt: at('2026-11-16T10:00:00Z'),
        docs: { __typename: 'ChecklistSummary', done: 2, total: 5, requiredOverdue: false },
      }),
      NOW,
    );
    expect(face).toEqual({
      heading: 'OP-000007',
      title: 'Maquinaria desde Santos',
      people: { org: 'Textil Luque', contact: 'Ana Benítez' },
      badge: null,
      quoteExpired: null,
      value: formatMoney(1234.5),
      real: null,
      docs: { text: 'docs 2/5', title: 'Documentos recibidos', requiredOverdue: false },
      age: '12 d',
      label: 'OP-000007, Textil Luque, Ana Benítez',
    });
  });

  test('without a reference the title is the heading, shown once; no people, no chip when the checklist is empty', () => {
    const face = cardFace(card(8, 1, { reference: '', title: 'Consulta aérea', docs: { __typename: 'ChecklistSummary', done: 0, total: 0, requiredOverdue: false } }), NOW);
    expect(face.heading).toBe('Consulta aérea');
    expect(face.title).toBeNull();
    expect(face.people).toBeNull();
    expect(face.docs).toBeNull();
    expect(face.label).toBe('Consulta aérea');
  });

  test('only a contact: the organization stays empty, the label skips it', () => {
    const face = cardFace(card(9, 1, { orgName: '', contactName: 'Luis Ortiz' }), NOW);
    expect(face.people).toEqual({ org: null, contact: 'Luis Ortiz' });
    expect(face.label).toBe('OP-000009, Luis Ortiz');
  });

  test('the quote deadline: amber before it, red once late; the overdue chip says so in its title', () => {
    expect(cardFace(card(1, 1, { fCotiz: '2026-11-16' }), NOW).badge).toEqual({ tone: 'amber', text: 'Vence en 3 d' });
    expect(cardFace(card(1, 1, { fCotiz: '2026-11-01' }), NOW).badge).toEqual({ tone: 'red', text: 'Atrasado 12 d' });
    expect(cardFace(card(1, 1, { fCotiz: '2026-11-27' }), NOW).badge).toBeNull();
    const overdue = cardFace(card(1, 1, { docs: { __typename: 'ChecklistSummary', done: 1, total: 3, requiredOverdue: true } }), NOW).docs;
    expect(overdue).toEqual({ text: 'docs 1/3', title: 'Documentos recibidos · hay un obligatorio vencido', requiredOverdue: true });
  });

  test('age in whole days, never negative, 0 for an unreadable date', () => {
    expect(cardFace(card(1, 1, { createdAt: at('2026-11-28T14:59:00Z') }), NOW).age).toBe('0 d');
    expect(cardFace(card(1, 1, { createdAt: at('2026-11-30T00:00:00Z') }), NOW).age).toBe('0 d');
    expect(cardFace(card(1, 1, { createdAt: 'no es una fecha' }), NOW).age).toBe('0 d');
    expect(cardFace(card(1, 1, { createdAt: at('2026-10-29T15:00:00Z') }), NOW).age).toBe('30 d');
  });
  test("the latest open quote past its last valid day reads 'Vencida' in amber; on that day, or answered (null), it does not", () => {
    // NOW is 28/11/2026 in the screen's day.
    expect(cardFace(card(1, 1, { quoteOpenUntil: '2026-11-27' }), NOW).quoteExpired).toEqual({ text: 'Vencida', title: 'Presupuesto vencido (válido hasta 27/11/2026)' });
    expect(cardFace(card(1, 1, { quoteOpenUntil: '2026-11-28' }), NOW).quoteExpired).toBeNull();
    expect(cardFace(card(1, 1, { quoteOpenUntil: null }), NOW).quoteExpired).toBeNull();
  });
  test("a quote valid until yesterday in UTC is still valid in the office's evening (Asunción's day, not the browser's)", () => {
    // 01:30 UTC on the 29th is 22:30 on the 28th in Asunción: the quote's last day has not ended yet.
    expect(cardFace(card(1, 1, { quoteOpenUntil: '2026-11-28' }), new Date('2026-11-29T01:30:00Z')).quoteExpired).toBeNull();
    expect(cardFace(card(1, 1, { quoteOpenUntil: '2026-11-28' }), new Date('2026-11-29T03:30:00Z')).quoteExpired).not.toBeNull();
  });
  test("the real profit beside the value once the operation has a supplier invoice, in US$ es-PY; none before", () => {
    expect(cardFace(card(1, 1, { realProfit: 1234.5 }), NOW).real).toEqual({ text: 'Real: US$ 1.234,50', title: 'Utilidad real según las facturas de proveedor (presupuesto contra real)' });
    expect(cardFace(card(1, 1, { realProfit: -80 }), NOW).real?.text).toBe('Real: US$ -80,00');
    expect(cardFace(card(1, 1, { realProfit: null }), NOW).real).toBeNull();
  });
});
