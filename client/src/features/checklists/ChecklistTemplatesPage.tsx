import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CHECKLIST_DUE_DAYS_MAX, OPERATION_TYPES, TRANSPORT_MODES } from '@crm/domain';
import { ChecklistTemplatesDocument, SetChecklistTemplateDocument } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { SelectField } from '../../ui/Field';
import { Page, PageHeader } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { useUnsavedChanges } from '../../ui/unsavedChanges';
import styles from './ChecklistTemplatesPage.module.css';

const TITLE = 'Documentos por modalidad';

interface Row {
  included: boolean;
  required: boolean;
  dueDays: string;
}

/**
 * /admin/checklists (document checklists): per transport mode × operation type, which documents an operation
 * needs, whether each is required and how many days after its confirmation (else its creation) it is due.
 */
export function ChecklistTemplatesPage() {
  usePageTitle(TITLE);
  const { data, loading, error } = useQuery(ChecklistTemplatesDocument, { fetchPolicy: 'cache-and-network' });
  const [save, { loading: saving }] = useMutation(SetChecklistTemplateDocument, { refetchQueries: [ChecklistTemplatesDocument] });
  const [mode, setMode] = useState<string>(TRANSPORT_MODES[0]);
  const [operationType, setOperationType] = useState<string>(OPERATION_TYPES[0]);
  const [rows, setRows] = useState<Record<string, Row>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const template = data?.checklistTemplates.find((t) => t.mode === mode && t.operationType === operationType);
  const types = useMemo(() => data?.documentTypes ?? [], [data]);
  const loaded = useMemo(() => {
    const out: Record<string, Row> = {};
    for (const t of types) {
      const item = template?.items.find((i) => i.docType === t.key);
      out[t.key] = { included: !!item, required: item?.required ?? false, dueDays: item?.dueDays == null ? '' : String(item.dueDays) };
    }
    return out;
  }, [types, template]);
  useEffect(() => setRows(loaded), [loaded]);
  const dirty = JSON.stringify(rows) !== JSON.stringify(loaded);
  useUnsavedChanges(dirty);

  const set = (key: string, patch: Partial<Row>) => setRows((r) => ({ ...r, [key]: { ...r[key], ...patch } }));

  async function onSave() {
    setStatus(null);
    const items = [];
    for (const t of types) {
      const r = rows[t.key];
      if (!r?.included) continue;
      const text = r.dueDays.trim();
      const n = Number(text);
      if (text && (!/^\d+$/.test(text) || n > CHECKLIST_DUE_DAYS_MAX)) {
        setStatus({ ok: false, text: `${t.label}: los días de vencimiento van de 0 a ${CHECKLIST_DUE_DAYS_MAX}.` });
        return;
      }
      items.push({ docType: t.key, required: r.required, dueDays: text ? n : null });
    }
    try {
      await save({ variables: { input: { mode, operationType, items } } });
      setStatus({ ok: true, text: items.length ? 'Plantilla guardada.' : 'Sin documentos: vuelve a la lista por defecto.' });
    } catch (e) {
      setStatus({ ok: false, text: failureText(e, 'No se pudo guardar la plantilla.') });
    }
  }

  return (
    <Page>
      <PageHeader title={TITLE} subtitle="Qué documentos necesita cada operación según su modalidad y tipo, cuáles son obligatorios y cuándo vencen." />
      <div className={styles.pickers}>
        <SelectField label="Modalidad" value={mode} onChange={(e) => setMode(e.target.value)} options={TRANSPORT_MODES.map((m) => ({ value: m, label: m }))} />
        <SelectField
          label="Tipo de operación"
          value={operationType}
          onChange={(e) => setOperationType(e.target.value)}
          options={OPERATION_TYPES.map((m) => ({ value: m, label: m }))}
        />
      </div>
      {loading && !data && <Spinner />}
      {error && !data && <ErrorText>{failureText(error, 'No se pudieron cargar las plantillas.')}</ErrorText>}
      {template && (
        <>
          <p className={styles.muted}>
            {template.isDefault ? 'Sin plantilla propia: las operaciones muestran los ocho documentos, ninguno obligatorio.' : `${template.items.length} documentos en la plantilla.`}
          </p>
          <table className={styles.table} aria-label={`Plantilla ${mode} ${operationType}`}>
            <thead>
              <tr>
                <th>Documento</th>
                <th>Incluido</th>
                <th>Obligatorio</th>
                <th>Vence (días desde la confirmación)</th>
              </tr>
            </thead>
            <tbody>
              {types.map((t) => {
                const r = rows[t.key] ?? { included: false, required: false, dueDays: '' };
                return (
                  <tr key={t.key}>
                    <td>{t.label}</td>
                    <td>
                      <input type="checkbox" aria-label={`Incluir ${t.label}`} checked={r.included} onChange={(e) => set(t.key, { included: e.target.checked })} />
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Obligatorio ${t.label}`}
                        checked={r.required}
                        disabled={!r.included}
                        onChange={(e) => set(t.key, { required: e.target.checked })}
                      />
                    </td>
                    <td>
                      <input
                        inputMode="numeric"
                        aria-label={`Días de vencimiento ${t.label}`}
                        className={styles.days}
                        value={r.dueDays}
                        disabled={!r.included}
                        placeholder="sin vencimiento"
                        onChange={(e) => set(t.key, { dueDays: e.target.value })}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div>
            <Button variant="primary" onClick={() => void onSave()} disabled={saving} aria-busy={saving}>
              Guardar plantilla
            </Button>
          </div>
          {status && (status.ok ? <StatusText>{status.text}</StatusText> : <ErrorText>{status.text}</ErrorText>)}
        </>
      )}
    </Page>
  );
}
