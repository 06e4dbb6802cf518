import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { formatRateDate, formatWeightKg, paraguayToday, RATE_MODE_LABELS, rateSheetRefusal, type RateMode } from '@crm/domain';
import { RateSheetPricingDocument, type RateSheetPricingQuery, RateSheetProposalsDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import styles from './CostSheet.module.css';

export type PricedRates = RateSheetPricingQuery['rateSheetPricing'];

/**
 * 'Cargar tarifa': the rate sheets of the operation's mode and lane (valid ones first). Loading one prices it on the
 * server against the sheet's weight to use, W/M or containers, and hands the purchase rows to the sheet; an expired or
 * future sheet shows its dates and is not offered.
 */
export function LoadRateSheetDialog({ dealId, onLoad, onClose, now = new Date() }: { dealId: number; onLoad: (priced: PricedRates, orgName: string) => void; onClose: () => void; now?: Date }) {
  const client = useApolloClient();
  const { data, loading, error } = useQuery(RateSheetProposalsDocument, { variables: { dealId }, fetchPolicy: 'network-only' });
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const today = paraguayToday(now);
  const p = data?.rateSheetProposals;

  async function load(id: number, orgName: string) {
    setBusy(id);
    setProblem(null);
    try {
      const res = await client.query({ query: RateSheetPricingDocument, variables: { dealId, rateSheetId: id }, fetchPolicy: 'network-only' });
      if (res.data) onLoad(res.data.rateSheetPricing, orgName);
    } catch (e) {
      setProblem(errorMessage(e, 'No se pudo cargar la tarifa.'));
    } finally {
      setBusy(null);
    }
  }

  const basis = p
    ? [
        `Peso a usar ${formatWeightKg(p.chargeableKg)} kg`,
        p.revenueTons > 0 ? `${formatWeightKg(p.revenueTons)} W/M` : null,
        ...p.containers.map((c) => `${c.cantidad} × ${c.equipo}`),
      ].filter(Boolean)
    : [];
  return (
    <Modal title="Cargar tarifa" onClose={onClose} footer={<Button onClick={onClose}>Cerrar</Button>}>
      {loading && !p && <Spinner label="Buscando tarifas…" />}
      {error && !p && <ErrorText>{errorMessage(error, 'No se pudieron buscar las tarifas.')}</ErrorText>}
      {p && !p.mode && <ErrorText>La operación no tiene un tipo de envío aéreo, marítimo o terrestre: completalo para buscar tarifas.</ErrorText>}
      {p?.mode && (
        <>
          <p>
            {RATE_MODE_LABELS[p.mode as RateMode]}: {p.origin || 'sin origen'} → {p.destination || 'sin destino'}. Se tasa con: {basis.join(' · ')}.
          </p>
          {p.sheets.length === 0 ? (
            <p className={styles.muted}>No hay tarifas para este modo y ruta. Cargalas en Tarifas.</p>
          ) : (
            <ul className={styles.rateList} aria-label="Tarifas de la ruta">
              {p.sheets.map((s) => {
                const refusal = rateSheetRefusal(s, today);
                return (
                  <li key={s.id}>
                    <div>
                      <strong>{s.orgName}</strong> · {s.origin} → {s.destination} · {s.currency}
                      <br />
                      <span className={refusal ? styles.negative : styles.muted}>{refusal ?? `Vigente del ${formatRateDate(s.validFrom)} al ${formatRateDate(s.validTo)}`}</span>
                    </div>
                    <Button size="sm" variant="primary" onClick={() => void load(s.id, s.orgName)} disabled={busy !== null || refusal !== null} aria-label={`Cargar tarifa de ${s.orgName}`}>
                      {busy === s.id ? 'Cargando…' : 'Cargar'}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
      {problem && <ErrorText>{problem}</ErrorText>}
    </Modal>
  );
}
