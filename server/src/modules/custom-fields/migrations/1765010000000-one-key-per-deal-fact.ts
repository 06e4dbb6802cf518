import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';

/**
 * One key per fact on the operation. The quote screen wrote six facts under the spec's quote keys
 * beside the operation's own keys (incoterms beside incoterm, peso_bruto_kg beside peso_bruto, …), and
 * its IMPORTACION/EXPORTACION over the operation's IMPORT/EXPORT. From now on they are stored once,
 * under the operation's key (domain quote-operation-fields.ts); this merges what is already there.
 *
 * Precedence, per deal and fact:
 * - only the quote key has a value → it moves to the operation's key (the quote's '150.5' written as
 *   the operation types weights, '150,5');
 * - both have a value → the operation's key wins (it is what the operation view, cost sheet and
 *   checklist have been reading); a different quote value is kept in the operation's Historial (one
 *   event with the old value) and in the quote versions, which store every saved quote whole;
 * - the quote key is empty → its row goes; nothing is lost.
 * The list is copied here, not imported: a published migration must not change with later code.
 */
const ALIASES = [
  { quoteKey: 'incoterms', key: 'incoterm', label: 'Incoterm', type: 'select' },
  { quoteKey: 'tipo_transporte', key: 'modalidad_carga', label: 'Tipo de envío', type: 'select' },
  { quoteKey: 'tipo_envio', key: 'tipo_carga', label: 'Tipo de carga', type: 'select' },
  { quoteKey: 'volumen_m3', key: 'vol_m3', label: 'Volumen (m³)', type: 'text' },
  { quoteKey: 'peso_bruto_kg', key: 'peso_bruto', label: 'Peso bruto (kg)', type: 'text' },
  { quoteKey: 'seguro_tipo', key: 'tipo_seguro', label: 'Tipo de seguro', type: 'text' },
] as const;

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function operationValue(key: string, value: string): string {
  const v = value.trim();
  if (key === 'peso_bruto' && /^\d+\.\d+$/.test(v)) return v.replace('.', ',');
  return value;
}

/** A weight as the operation view reads it ('1.250,5', '1250.5'); a volume as a plain decimal ('1,25'). */
function amount(key: string, value: string): number | null {
  let s = value.replace(/\s|kg$/gi, '');
  if (key === 'vol_m3') s = s.replace(',', '.');
  else if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  else if (!/^\d+\.\d{1,2}$/.test(s)) s = s.replace(/\./g, '');
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : null;
}

/** The same fact written twice: equal text, or equal numbers for weight and volume. */
function sameValue(key: string, a: string, b: string): boolean {
  if (a.trim() === b.trim()) return true;
  if (key !== 'peso_bruto' && key !== 'vol_m3') return false;
  const x = amount(key, a);
  return x !== null && x === amount(key, b);
}

interface Pair {
  aid: unknown;
  dealId: unknown;
  avalue: unknown;
  cid: unknown;
  cvalue: unknown;
}

export class OneKeyPerDealFact1765010000000 implements MigrationInterface {
  name = 'OneKeyPerDealFact1765010000000';

  async up(qr: QueryRunner): Promise<void> {
    const mysql = isMysqlFamily(qr);
    const k = mysql ? '`key`' : '"key"';
    const now = mysql ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";

    for (const a of ALIASES) {
      const rows = (await qr.query(
        `SELECT q.id AS aid, q.deal_id AS dealId, q.value AS avalue, c.id AS cid, c.value AS cvalue
           FROM deal_custom_fields q LEFT JOIN deal_custom_fields c ON c.deal_id = q.deal_id AND c.${k} = ?
          WHERE q.${k} = ? ORDER BY q.id`,
        [a.key, a.quoteKey],
      )) as Pair[];
      for (const r of rows) {
        const aid = Number(r.aid);
        const dealId = Number(r.dealId);
        if (r.cid == null) {
          if (filled(r.avalue)) {
            await qr.query(`UPDATE deal_custom_fields SET ${k} = ?, label = ?, type = ?, value = ?, updated_at = ${now} WHERE id = ?`, [
              a.key,
              a.label,
              a.type,
              operationValue(a.key, r.avalue),
              aid,
            ]);
          } else {
            await qr.query('DELETE FROM deal_custom_fields WHERE id = ?', [aid]);
          }
          continue;
        }
        if (filled(r.avalue) && !filled(r.cvalue)) {
          await qr.query(`UPDATE deal_custom_fields SET value = ?, updated_at = ${now} WHERE id = ?`, [operationValue(a.key, r.avalue), Number(r.cid)]);
        } else if (filled(r.avalue) && filled(r.cvalue) && !sameValue(a.key, r.avalue, r.cvalue)) {
          // The operation's value stays; the quote's other value is kept in the operation's Historial.
          const meta = { owner: 'deal', ownerId: dealId, key: a.quoteKey, changes: { value: [r.avalue, null] } };
          await qr.query(
            'INSERT INTO audit_events (user_id, action, entity, entity_id, deal_id, description, meta) VALUES (NULL, ?, ?, ?, ?, ?, ?)',
            [
              'delete',
              'custom_field',
              aid,
              dealId,
              `Campo ${a.quoteKey} unificado en ${a.key} de operación ${dealId}: queda «${r.cvalue.trim()}»; el valor «${r.avalue.trim()}» se conserva en este historial`.slice(0, 500),
              JSON.stringify(meta),
            ],
          );
        }
        await qr.query('DELETE FROM deal_custom_fields WHERE id = ?', [aid]);
      }
    }

    // The operation's vocabulary: checklist templates and filters read IMPORT/EXPORT.
    const types = (await qr.query(`SELECT id, value FROM deal_custom_fields WHERE ${k} = ? AND value IS NOT NULL AND value NOT IN (?, ?)`, [
      'tipo_operacion',
      'IMPORT',
      'EXPORT',
    ])) as Array<{ id: unknown; value: string }>;
    const fold = (v: string) => v.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toUpperCase();
    for (const [word, to] of [
      ['IMPORTACION', 'IMPORT'],
      ['EXPORTACION', 'EXPORT'],
    ] as const) {
      const ids = types.filter((t) => fold(t.value) === word || fold(t.value) === to).map((t) => Number(t.id));
      for (let i = 0; i < ids.length; i += 500) {
        const part = ids.slice(i, i + 500);
        await qr.query(`UPDATE deal_custom_fields SET value = ?, updated_at = ${now} WHERE id IN (${part.map(() => '?').join(', ')})`, [to, ...part]);
      }
    }
  }

  async down(): Promise<void> {
    // Merged values cannot be split back into two keys; the spec's quote keys are still read over REST.
  }
}
