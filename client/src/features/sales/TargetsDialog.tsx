import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { parseMoneyStrict, TARGET_COUNT_MAX, TARGET_MESSAGES, TARGET_METRIC_LABELS, TARGET_METRICS, type TargetMetric, isMoneyMetric } from '@crm/domain';
import { SetSalesTargetDocument, type SalesTargetFieldsFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { monthLabel, targetForm, type TargetForm } from './salesData';

/** A figure of the form: '' = no target (null), else a number in range (es-PY money: '1.234,56'). */
export function parseTarget(metric: TargetMetric, text: string): { value: number | null; error?: string } {
  const t = text.trim();
  if (!t) return { value: null };
  if (isMoneyMetric(metric)) {
    const v = /,\d{3,}$/.test(t) ? null : parseMoneyStrict(t);
    if (v == null || v < 0 || v > 10_000_000_000 || Math.round(v * 100) !== v * 100) return { value: null, error: TARGET_MESSAGES.moneyInvalid };
    return { value: v };
  }
  if (!/^\d+$/.test(t) || Number(t) > TARGET_COUNT_MAX) return { value: null, error: TARGET_MESSAGES.countInvalid };
  return { value: Number(t) };
}

/** 'Editar metas' (admins): a seller's five targets for the month; an empty field is no target. */
export function TargetsDialog({ seller, month, onClose }: { seller: SalesTargetFieldsFragment; month: string; onClose: () => void }) {
  const [form, setForm] = useState<TargetForm>(() => targetForm(seller));
  const [errors, setErrors] = useState<Partial<Record<TargetMetric, string>>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [save] = useMutation(SetSalesTargetDocument, { refetchQueries: ['SalesDashboard'] });
  const [saving, run] = useSingleFlight();

  function submit(e: FormEvent) {
    e.preventDefault();
    void run(async () => {
      setFailed(null);
      const parsed = Object.fromEntries(TARGET_METRICS.map((m) => [m, parseTarget(m, form[m])])) as Record<TargetMetric, { value: number | null; error?: string }>;
      const problems = Object.fromEntries(TARGET_METRICS.filter((m) => parsed[m].error).map((m) => [m, parsed[m].error!]));
      setErrors(problems);
      if (Object.keys(problems).length) return;
      try {
        await save({ variables: { input: { userId: seller.userId, month, ...Object.fromEntries(TARGET_METRICS.map((m) => [m, parsed[m].value])) } } });
        onClose();
      } catch (err) {
        setFailed(err instanceof Error && err.message ? err.message : 'No se pudieron guardar las metas.');
      }
    });
  }

  return (
    <Modal
      title={`Metas de ${seller.userName}`}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" form="targets-form" variant="primary" disabled={saving} aria-busy={saving}>
            {saving ? 'Guardando…' : 'Guardar metas'}
          </Button>
        </>
      }
    >
      <form id="targets-form" onSubmit={submit} noValidate>
        <p>Metas de {monthLabel(month)}. Dejá un campo vacío para no fijar meta.</p>
        {TARGET_METRICS.map((m) => (
          <Field key={m} label={TARGET_METRIC_LABELS[m]} inputMode={isMoneyMetric(m) ? 'decimal' : 'numeric'} value={form[m]} error={errors[m]} onChange={(e) => setForm({ ...form, [m]: e.target.value })} />
        ))}
        {failed && <ErrorText>{failed}</ErrorText>}
      </form>
    </Modal>
  );
}
