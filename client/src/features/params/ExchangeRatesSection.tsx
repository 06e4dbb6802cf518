import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { checkNumberInput, NUMBER_RULES, paraguayDate, rateOnOrBefore, USD_PYG } from '@crm/domain';
import {
  CreateExchangeRateDocument,
  DeleteExchangeRateDocument,
  ExchangeRatesAdminDocument,
  UpdateExchangeRateDocument,
  type ExchangeRateFieldsFragment,
} from '../../gql/graphql';
import { errorMessage, failureText } from '../../lib/errors';
import { amountText, formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Spinner } from '../../ui/Spinner';
import { ListSection } from './ListSection';
import { useRowAction } from './useRowAction';
import { useUnsavedChanges } from '../../ui/unsavedChanges';
import styles from './ParamsPage.module.css';
import { DateField } from '../../ui/DateField';

const COLUMNS = [{ label: 'Fecha' }, { label: 'Gs por USD', className: styles.rateCol }, { label: 'Fuente' }, { label: 'Cargado por', className: styles.scopeCol }];
const newestFirst = (a: ExchangeRateFieldsFragment, b: ExchangeRateFieldsFragment) => b.date.localeCompare(a.date) || b.id - a.id;

/**
 * Dated USD/PYG exchange rates (dated exchange rates): a new cost sheet takes the latest one on or before its
 * operation's date; without any, 5.860. Admins add, correct and delete them here; each change is audited.
 */
export function ExchangeRatesSection() {
  const { data, error: loadError } = useQuery(ExchangeRatesAdminDocument, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CreateExchangeRateDocument);
  const [error, setError] = useState<string | null>(null);
  const [date, setDate] = useState(() => paraguayDate(new Date()));
  const [rate, setRate] = useState('');
  const [source, setSource] = useState('');
  const [adding, setAdding] = useState(false);
  const rateCheck = checkNumberInput(rate, NUMBER_RULES.gsRate);
  // A new rate typed and not added asks before the screen is left.
  useUnsavedChanges(rate.trim() !== '' || source.trim() !== '');

  async function add(event: FormEvent) {
    event.preventDefault();
    if (adding || rateCheck.value === null || !date) return;
    setAdding(true);
    setError(null);
    try {
      await create({
        variables: { input: { date, rate: rateCheck.value, source: source.trim() || null } },
        update(cache, { data: created }) {
          const row = created?.createExchangeRate;
          if (!row) return;
          cache.updateQuery({ query: ExchangeRatesAdminDocument }, (prev) =>
            prev ? { ...prev, exchangeRates: [...prev.exchangeRates.filter((r) => r.id !== row.id), row].sort(newestFirst) } : prev,
          );
        },
      });
      setRate('');
      setSource('');
    } catch (e) {
      setError(failureText(e, 'No se pudo guardar el tipo de cambio.'));
    } finally {
      setAdding(false);
    }
  }

  const rates = data ? [...data.exchangeRates].filter((r) => r.pair === USD_PYG).sort(newestFirst) : [];
  const inForce = rateOnOrBefore(rates, paraguayDate(new Date()));
  return (
    <ListSection
      title="Tipos de cambio USD/PYG"
      hint="Una planilla de costos nueva toma el último tipo de cambio con fecha igual o anterior a la de su operación (fecha de inicio, si no la de creación); sin ninguno, 5.860. Al confirmar el presupuesto queda fijado."
      error={error ?? (rate && rateCheck.error ? `Tipo de cambio: ${rateCheck.error}` : null)}
      tableLabel="Tipos de cambio"
      columns={COLUMNS}
      empty="Sin tipos de cambio cargados: las planillas usan 5.860."
      rowCount={rates.length}
      rows={rates.map((r) => (
        <ExchangeRateRow key={r.id} row={r} current={inForce?.id === r.id} onError={setError} />
      ))}
      pending={data ? undefined : loadError ? <ErrorText>{errorMessage(loadError, 'No se pudieron cargar los tipos de cambio.')}</ErrorText> : <Spinner />}
      addForm={
        <form className={styles.addRow} onSubmit={(e) => void add(e)} aria-label="Agregar tipo de cambio">
          <DateField label="Fecha del tipo de cambio" hideLabel className={styles.dateInput} value={date} onChange={setDate} />
          <input
            className={styles.input}
            aria-label="Gs por USD"
            placeholder="Gs por USD, p. ej. 7.310,5"
            inputMode="decimal"
            value={rate}
            onChange={(e) => setRate(e.target.value)}
            aria-invalid={rate && rateCheck.error ? true : undefined}
          />
          <input className={styles.input} aria-label="Fuente" placeholder="Fuente (BCP, banco…)" value={source} maxLength={200} onChange={(e) => setSource(e.target.value)} />
          <Button type="submit" disabled={adding || rateCheck.value === null || !date} aria-busy={adding}>
            Agregar
          </Button>
        </form>
      }
    />
  );
}

function ExchangeRateRow({ row, current, onError }: { row: ExchangeRateFieldsFragment; current: boolean; onError: (message: string | null) => void }) {
  const [rate, setRate] = useState(amountText(row.rate));
  const [source, setSource] = useState(row.source ?? '');
  const [update] = useMutation(UpdateExchangeRateDocument);
  const [remove] = useMutation(DeleteExchangeRateDocument);
  const check = checkNumberInput(rate, NUMBER_RULES.gsRate);
  const changed = (check.value !== null && check.value !== row.rate) || source.trim() !== (row.source ?? '');
  // A rate typed wrong is unsaved work too (it is not `changed`: there is nothing valid to save yet).
  const { busy, run } = useRowAction(onError, changed || rate.trim() !== amountText(row.rate));

  async function save() {
    if (check.value === null) return onError(`Tipo de cambio: ${check.error ?? 'obligatorio.'}`);
    const value = check.value;
    await run(async () => {
      const res = await update({ variables: { id: row.id, input: { rate: value, source: source.trim() || null } } });
      if (res.data) {
        setRate(amountText(res.data.updateExchangeRate.rate));
        setSource(res.data.updateExchangeRate.source ?? '');
      }
    }, 'No se pudo guardar el tipo de cambio.');
  }

  async function doRemove() {
    if (!window.confirm('¿Eliminar este tipo de cambio? Las planillas ya confirmadas no cambian.')) return;
    await run(
      () =>
        remove({
          variables: { id: row.id },
          update(cache) {
            cache.updateQuery({ query: ExchangeRatesAdminDocument }, (prev) => (prev ? { ...prev, exchangeRates: prev.exchangeRates.filter((r) => r.id !== row.id) } : prev));
            cache.evict({ id: cache.identify({ __typename: 'ExchangeRate', id: row.id }) });
          },
        }),
      'No se pudo eliminar el tipo de cambio.',
      { busyAfter: true },
    );
  }

  return (
    <tr aria-label={`Tipo de cambio del ${formatDate(row.date)}`}>
      <td>
        {formatDate(row.date)} {current && <strong>(vigente)</strong>}
      </td>
      <td>
        <input className={`${styles.input} ${styles.rateInput}`} aria-label="Gs por USD" inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} aria-invalid={check.error ? true : undefined} />
      </td>
      <td>
        <input className={styles.input} aria-label="Fuente" value={source} maxLength={200} onChange={(e) => setSource(e.target.value)} />
      </td>
      <td>{row.createdByName ?? '—'}</td>
      <td>
        <div className={styles.actions}>
          <Button size="sm" variant={changed ? 'primary' : 'secondary'} disabled={busy || !changed} onClick={() => void save()}>
            Guardar
          </Button>
          <Button size="sm" variant="danger" disabled={busy} onClick={() => void doRemove()}>
            Eliminar
          </Button>
        </div>
      </td>
    </tr>
  );
}
