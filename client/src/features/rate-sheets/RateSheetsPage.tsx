import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatRateDate, paraguayToday, RATE_BASIS_LABELS, RATE_MODE_LABELS, RATE_MODES, type RateBasis, type RateMode } from '@crm/domain';
import { DeleteRateSheetDocument, ImportRateSheetsDocument, type RateSheetFieldsFragment, RateSheetsDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePermissions } from '../../session/usePermissions';
import { Button } from '../../ui/Button';
import { DataTable, type Column } from '../../ui/DataTable';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { SelectField } from '../../ui/Field';
import { TextAreaField } from '../../ui/FormFields';
import { Modal } from '../../ui/Modal';
import { Page, PageHeader } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { RateSheetFormModal } from './RateSheetFormModal';
import { blankSheet, fromServer } from './rateSheetForm';
import styles from './rateSheets.module.css';

const VALIDITY_LABELS: Record<string, string> = { vigente: 'Vigente', vencida: 'Vencida', futura: 'Futura' };

const number = new Intl.NumberFormat('es-PY', { maximumFractionDigits: 4 });
const fmt = (v: number | null | undefined) => number.format(v ?? 0);

/** A charge in one line: "FLETE MARITIMO 40'HC: 1.850 (Por contenedor)", "BAF: 10 %", "FLETE AEREO: -45 5 · +45 4,25…". */
function chargeSummary(c: RateSheetFieldsFragment['charges'][number]): string {
  if (c.basis === 'weight_breaks' && c.breaks) {
    const b = c.breaks;
    const parts = ([['-45', b.m45], ['+45', b.p45], ['+100', b.p100], ['+300', b.p300], ['+500', b.p500], ['+1000', b.p1000]] as const).filter(([, v]) => v !== null);
    return `${c.concepto}: ${parts.map(([k, v]) => `${k} ${fmt(v)}`).join(' · ')}${c.minimum ? ` · mín. ${fmt(c.minimum)}` : ''}`;
  }
  const rate = c.basis === 'percent' ? `${fmt(c.rate)} %` : fmt(c.rate);
  return `${c.concepto}${c.equipo ? ` ${c.equipo}` : ''}: ${rate} (${RATE_BASIS_LABELS[c.basis as RateBasis] ?? c.basis})${c.minimum ? ` · mín. ${fmt(c.minimum)}` : ''}`;
}

/** /rate-sheets 'Tarifas': the sheets of agents, carriers and suppliers; the cost sheet's writers add, edit, import. */
export function RateSheetsPage() {
  usePageTitle('Tarifas');
  const can = usePermissions();
  const [mode, setMode] = useState<RateMode | ''>('');
  const { data, loading, error, refetch } = useQuery(RateSheetsDocument, { variables: { mode: mode || null }, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<{ sheet: RateSheetFieldsFragment | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [remove] = useMutation(DeleteRateSheetDocument);
  const places = useMemo(() => {
    const of = (key: string) => (data?.params.find((g) => g.key === key)?.values ?? []).filter((v) => v.active).map((v) => v.value);
    return { puerto: of('puerto'), aeropuerto: of('aeropuerto') };
  }, [data]);

  const columns: Array<Column<RateSheetFieldsFragment>> = [
    { key: 'org', header: 'Organización', render: (s) => s.orgName },
    { key: 'mode', header: 'Modo', render: (s) => RATE_MODE_LABELS[s.mode as RateMode] ?? s.mode },
    { key: 'lane', header: 'Ruta', render: (s) => `${s.origin} → ${s.destination}` },
    {
      key: 'validity',
      header: 'Vigencia',
      render: (s) => (
        <span className={s.validity === 'vigente' ? undefined : styles.expired}>
          {formatRateDate(s.validFrom)} – {formatRateDate(s.validTo)} ({VALIDITY_LABELS[s.validity] ?? s.validity})
        </span>
      ),
    },
    { key: 'currency', header: 'Moneda', render: (s) => s.currency },
    {
      key: 'charges',
      header: 'Cargos',
      render: (s) => (
        <ul className={styles.chargeList}>
          {s.charges.map((c, i) => (
            <li key={i}>{chargeSummary(c)}</li>
          ))}
        </ul>
      ),
    },
    ...(can.write
      ? [
          {
            key: 'actions',
            header: 'Acciones',
            render: (s: RateSheetFieldsFragment) => (
              <span className={styles.actions}>
                <Button size="sm" onClick={() => setEditing({ sheet: s })} aria-label={`Editar tarifa de ${s.orgName} ${s.origin} → ${s.destination}`}>
                  Editar
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Eliminar tarifa de ${s.orgName} ${s.origin} → ${s.destination}`}
                  onClick={async () => {
                    if (!window.confirm(`¿Eliminar la tarifa de ${s.orgName} (${s.origin} → ${s.destination})?`)) return;
                    try {
                      await remove({ variables: { id: s.id } });
                      setNote('Tarifa eliminada.');
                      void refetch();
                    } catch (e) {
                      setNote(errorMessage(e, 'No se pudo eliminar la tarifa.'));
                    }
                  }}
                >
                  Eliminar
                </Button>
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <Page>
      <PageHeader
        title="Tarifas"
        subtitle="Tarifas de agentes, transportistas y proveedores por modo, ruta y vigencia. En la planilla de costos, 'Cargar tarifa' las usa."
      />
      <div className={styles.toolbar}>
        <SelectField
          label="Modo"
          value={mode}
          options={[{ value: '', label: 'Todos' }, ...RATE_MODES.map((m) => ({ value: m, label: RATE_MODE_LABELS[m] }))]}
          onChange={(e) => setMode(e.target.value as RateMode | '')}
        />
        {can.write && (
          <>
            <Button variant="primary" onClick={() => setEditing({ sheet: null })}>
              Nueva tarifa
            </Button>
            <Button onClick={() => setImporting(true)}>Importar CSV</Button>
          </>
        )}
        {note && <StatusText>{note}</StatusText>}
      </div>
      {error && !data ? (
        <ErrorText>No se pudieron cargar las tarifas.</ErrorText>
      ) : loading && !data ? (
        <Spinner label="Cargando tarifas…" />
      ) : (
        <DataTable label="Tarifas" columns={columns} rows={data?.rateSheets ?? []} rowKey={(s) => s.id} empty="No hay tarifas cargadas." />
      )}
      {editing && (
        <RateSheetFormModal
          initial={editing.sheet ? fromServer(editing.sheet) : blankSheet(paraguayToday(new Date()))}
          editing={editing.sheet}
          places={places}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNote('Tarifa guardada.');
            void refetch();
          }}
        />
      )}
      {importing && (
        <ImportRatesModal
          onClose={() => setImporting(false)}
          onDone={(text) => {
            setNote(text);
            void refetch();
          }}
        />
      )}
    </Page>
  );
}

const CSV_EXAMPLE =
  'organizacion;modo;origen;destino;desde;hasta;moneda;concepto;tipo;contenedor;tarifa;minimo;-45;+45;+100;+300;+500;+1000\n' +
  "MSC Paraguay;Marítimo;CNSHA;PYASU;01/01/2026;31/03/2026;USD;FLETE MARITIMO;contenedor;40'HC;1.850;;;;;;;";

/** CSV import: one row per charge (a file or pasted text); the sheets that read well are created, the rest listed by line. */
function ImportRatesModal({ onClose, onDone }: { onClose: () => void; onDone: (note: string) => void }) {
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ created: number; errors: Array<{ line: number; message: string }> } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [run, { loading }] = useMutation(ImportRateSheetsDocument);
  async function submit() {
    setProblem(null);
    try {
      const res = await run({ variables: { csv: text } });
      const r = res.data!.importRateSheets;
      setResult(r);
      onDone(`Se importaron ${r.created} tarifas${r.errors.length ? `; ${r.errors.length} filas con error` : ''}.`);
    } catch (e) {
      setProblem(errorMessage(e, 'No se pudo importar el CSV.'));
    }
  }
  return (
    <Modal
      title="Importar tarifas desde CSV"
      size="wide"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cerrar</Button>
          <Button variant="primary" onClick={() => void submit()} disabled={loading || !text.trim()}>
            {loading ? 'Importando…' : 'Importar'}
          </Button>
        </>
      }
    >
      <p>Una fila por cargo; las filas con la misma organización, modo, ruta, vigencia y moneda forman una tarifa. Separador ; o ,.</p>
      <pre className={styles.example}>{CSV_EXAMPLE}</pre>
      <label className={styles.fileLabel}>
        Archivo CSV
        <input type="file" accept=".csv,text/csv" onChange={async (e) => setText((await e.target.files?.[0]?.text()) ?? '')} />
      </label>
      <TextAreaField label="Contenido del CSV" rows={6} value={text} onChange={(e) => setText(e.target.value)} />
      {problem && <ErrorText>{problem}</ErrorText>}
      {result && (
        <div role="status">
          <p>Tarifas creadas: {result.created}</p>
          {result.errors.length > 0 && (
            <ul className={styles.importErrors}>
              {result.errors.map((er) => (
                <li key={`${er.line}-${er.message}`}>
                  Fila {er.line}: {er.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  );
}
