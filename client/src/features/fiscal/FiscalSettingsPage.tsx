import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  FISCAL_DOCUMENT_LABELS,
  FISCAL_DOCUMENT_TYPES,
  FISCAL_MESSAGES,
  type FiscalDocumentType,
  formatFiscalNumber,
  paraguayToday,
  timbradoProblems,
} from '@crm/domain';
import { FiscalBusinessUnitsDocument, FiscalSettingsScreenDocument, UpdateFiscalSettingsDocument, type FiscalSettingsFieldsFragment } from '../../gql/graphql';
import { errorMessage, formFailure } from '../../lib/errors';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePermissions } from '../../session/usePermissions';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { ErrorText } from '../../ui/ErrorText';
import { Field, FieldError } from '../../ui/Field';
import { FieldRow, TextAreaField } from '../../ui/FormFields';
import { Page, PageHeader } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { notifySuccess } from '../../ui/toast';
import { ElectronicSettings } from './ElectronicSettings';
import { checkFiscalForm, FISCAL_FORM_FIELDS, formOf, POINT_KEYS, toInput, type FiscalFormErrors, type FiscalFormValues, type PointValues } from './fiscalForm';
import styles from './FiscalSettingsPage.module.css';

export const FISCAL_PAGE_MESSAGES = {
  loadFailed: 'No se pudieron cargar los datos fiscales.',
  saveFailed: 'No se pudieron guardar los datos fiscales.',
  fixFields: 'Revisá los campos marcados.',
  saved: 'Datos fiscales guardados.',
  readOnly: 'Solo Finanzas y los administradores modifican los datos fiscales.',
} as const;

const LOGO_MAX_BYTES = 300 * 1024;

/**
 * /admin/fiscal ('Datos fiscales'): per business unit, the issuer data and letterhead every PDF of the unit
 * prints, and its three expedition points (Factura, Nota de crédito, Recibo) with their timbrado, validity and
 * next number. Finanzas and admins edit; a mistake shows next to its field, in Spanish; what would stop a point
 * from issuing today is listed in amber under it.
 */
export function FiscalSettingsPage() {
  usePageTitle('Datos fiscales');
  const units = useQuery(FiscalBusinessUnitsDocument);
  const list = units.data?.businessUnits ?? [];
  return (
    <Page>
      <PageHeader title="Datos fiscales" subtitle="Emisor, membrete y timbrado de cada unidad de negocio: lo que imprimen sus presupuestos, facturas, notas de crédito y recibos." />
      {units.error && <ErrorText>{errorMessage(units.error, FISCAL_PAGE_MESSAGES.loadFailed)}</ErrorText>}
      {units.loading && !list.length && <Spinner label="Cargando…" />}
      {list.length > 0 && <Tabs label="Unidades de negocio" tabs={list.map((u) => ({ id: String(u.id), label: u.name, content: <UnitFiscalSettings unitId={u.id} /> }))} />}
    </Page>
  );
}

function UnitFiscalSettings({ unitId }: { unitId: number }) {
  const { data, error, loading } = useQuery(FiscalSettingsScreenDocument, { variables: { businessUnitId: unitId }, fetchPolicy: 'cache-and-network' });
  if (error && !data) return <ErrorText>{errorMessage(error, FISCAL_PAGE_MESSAGES.loadFailed)}</ErrorText>;
  if (loading && !data) return <Spinner label="Cargando…" />;
  if (!data) return null;
  const s = data.fiscalSettings;
  // A saved version replaces the form (the key): typed work is never kept over what the server now holds.
  return (
    <>
      <FiscalForm key={`${s.businessUnitId}-${s.version}`} settings={s} />
      <ElectronicSettings key={`e-${s.businessUnitId}-${s.version}`} settings={s} />
    </>
  );
}

function FiscalForm({ settings }: { settings: FiscalSettingsFieldsFragment }) {
  const canEdit = usePermissions().finance;
  const [loaded] = useState(() => formOf(settings));
  const [values, setValues] = useState<FiscalFormValues>(loaded);
  const [errors, setErrors] = useState<FiscalFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { loading: saving }] = useMutation(UpdateFiscalSettingsDocument);
  const today = paraguayToday(new Date());
  const unit = settings.businessUnitName;

  const set = (field: keyof Omit<FiscalFormValues, 'points'>) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };
  const setPoint = (type: FiscalDocumentType, field: keyof PointValues, value: string) => {
    setValues((v) => ({ ...v, points: { ...v.points, [type]: { ...v.points[type], [field]: value } } }));
    setErrors((x) => ({ ...x, [`${POINT_KEYS[type]}.${field}`]: undefined }));
  };

  async function onLogo(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type)) return setErrors((x) => ({ ...x, logo: FISCAL_MESSAGES.logoType }));
    if (file.size > LOGO_MAX_BYTES) return setErrors((x) => ({ ...x, logo: FISCAL_MESSAGES.logoSize }));
    const url = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('logo')));
      reader.onerror = () => reject(new Error('logo'));
      reader.readAsDataURL(file);
    }).catch(() => null);
    if (!url) return setErrors((x) => ({ ...x, logo: FISCAL_MESSAGES.logoType }));
    setValues((v) => ({ ...v, logo: url }));
    setErrors((x) => ({ ...x, logo: undefined }));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = checkFiscalForm(values);
    setErrors(found);
    if (Object.keys(found).length) return setFormError(FISCAL_PAGE_MESSAGES.fixFields);
    setFormError(null);
    try {
      await save({ variables: { businessUnitId: settings.businessUnitId, input: toInput(values, loaded, settings.version) } });
      notifySuccess(FISCAL_PAGE_MESSAGES.saved);
    } catch (err) {
      const failure = formFailure(err, FISCAL_PAGE_MESSAGES.saveFailed, FISCAL_FORM_FIELDS);
      setErrors(failure.fields);
      setFormError(failure.form);
    }
  }

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Datos fiscales de ${unit}`}>
      {!canEdit && <p className={styles.note}>{FISCAL_PAGE_MESSAGES.readOnly}</p>}
      <fieldset className={styles.section} disabled={!canEdit}>
        <legend>Emisor y membrete</legend>
        <div className={styles.issuer}>
          <div>
            <FieldRow>
              <Field label="Razón social" value={values.issuerName} onChange={set('issuerName')} maxLength={200} error={errors.issuerName} />
              <Field label="RUC" value={values.ruc} onChange={set('ruc')} maxLength={20} placeholder="80012345-6" hint="Con su dígito verificador." error={errors.ruc} />
            </FieldRow>
            <FieldRow>
              <Field label="Dirección" value={values.address} onChange={set('address')} maxLength={300} error={errors.address} />
              <Field label="Teléfono" value={values.phone} onChange={set('phone')} maxLength={100} error={errors.phone} />
            </FieldRow>
            <FieldRow>
              <div>
                <TextAreaField label="Actividades económicas" value={values.activities} onChange={set('activities')} maxLength={2000} placeholder="Una por línea" />
                {errors.activities && <FieldError>{errors.activities}</FieldError>}
              </div>
              <div>
                <TextAreaField label="Líneas del membrete" value={values.letterheadLines} onChange={set('letterheadLines')} maxLength={1000} placeholder="Web, correo, sucursales: una por línea" />
                {errors.letterheadLines && <FieldError>{errors.letterheadLines}</FieldError>}
              </div>
            </FieldRow>
          </div>
          <div className={styles.logo}>
            <span className={styles.label}>Logo</span>
            {values.logo ? <img src={values.logo} alt={`Logo de ${unit}`} className={styles.logoImage} /> : <p className={styles.muted}>Sin logo: los PDF usan el membrete de la casa.</p>}
            <label className={styles.fileButton}>
              {values.logo ? 'Cambiar logo' : 'Subir logo'}
              <input type="file" accept="image/png,image/jpeg" onChange={(e) => void onLogo(e)} aria-describedby={errors.logo ? `logo-error-${settings.businessUnitId}` : undefined} />
            </label>
            <span className={styles.muted}>PNG o JPEG, hasta 300 KB.</span>
            {values.logo && (
              <Button size="sm" variant="ghost" onClick={() => setValues((v) => ({ ...v, logo: '' }))}>
                Quitar logo
              </Button>
            )}
            {errors.logo && <FieldError id={`logo-error-${settings.businessUnitId}`}>{errors.logo}</FieldError>}
          </div>
        </div>
      </fieldset>

      <div className={styles.points}>
        {FISCAL_DOCUMENT_TYPES.map((type) => (
          <PointFields
            key={type}
            type={type}
            values={values.points[type]}
            taken={settings.points.find((p) => p.documentType === type)?.taken ?? 0}
            errors={errors}
            today={today}
            disabled={!canEdit}
            onChange={(field, value) => setPoint(type, field, value)}
          />
        ))}
      </div>

      <ErrorText>{formError}</ErrorText>
      {canEdit && (
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={saving}>
            {saving ? 'Guardando…' : 'Guardar datos fiscales'}
          </Button>
        </div>
      )}
    </form>
  );
}

/** The number the next document would take, or null while the fields cannot form one. */
function numberPreview(establishment: string, point: string, sequence: number): string | null {
  try {
    return formatFiscalNumber(establishment, point, sequence);
  } catch {
    return null;
  }
}

function PointFields({
  type,
  values,
  taken,
  errors,
  today,
  disabled,
  onChange,
}: {
  type: FiscalDocumentType;
  values: PointValues;
  taken: number;
  errors: FiscalFormErrors;
  today: string;
  disabled: boolean;
  onChange: (field: keyof PointValues, value: string) => void;
}) {
  const key = POINT_KEYS[type];
  const label = FISCAL_DOCUMENT_LABELS[type];
  const err = (f: keyof PointValues) => errors[`${key}.${f}`];
  const next = Number(values.nextNumber.replace(/\./g, ''));
  const problems = timbradoProblems({ timbrado: values.timbrado, validFrom: values.validFrom, validTo: values.validTo, establishment: values.establishment, point: values.point, nextNumber: Number.isSafeInteger(next) ? next : null }, today);
  const preview = numberPreview(values.establishment.trim(), values.point.trim(), next);
  return (
    <fieldset className={styles.section} disabled={disabled} aria-label={label}>
      <legend>{label}</legend>
      <Field label={`Timbrado (${label})`} value={values.timbrado} onChange={(e) => onChange('timbrado', e.target.value)} inputMode="numeric" maxLength={8} error={err('timbrado')} />
      <FieldRow>
        <DateField label={`Vigencia desde (${label})`} value={values.validFrom} onChange={(v) => onChange('validFrom', v)} error={err('validFrom')} />
        <DateField label={`Vigencia hasta (${label})`} value={values.validTo} onChange={(v) => onChange('validTo', v)} error={err('validTo')} />
      </FieldRow>
      <FieldRow>
        <Field label={`Establecimiento (${label})`} value={values.establishment} onChange={(e) => onChange('establishment', e.target.value)} inputMode="numeric" maxLength={3} error={err('establishment')} />
        <Field label={`Punto de expedición (${label})`} value={values.point} onChange={(e) => onChange('point', e.target.value)} inputMode="numeric" maxLength={3} error={err('point')} />
      </FieldRow>
      <Field
        label={`Próximo número (${label})`}
        value={values.nextNumber}
        onChange={(e) => onChange('nextNumber', e.target.value)}
        inputMode="numeric"
        maxLength={9}
        error={err('nextNumber')}
        hint={taken > 0 ? `Ya se emitieron ${taken} con este timbrado: el número no puede bajar.` : 'Todavía no se emitió ninguno con este timbrado.'}
      />
      {preview && <p className={styles.preview}>Próximo documento: {preview}</p>}
      {problems.length > 0 ? (
        <div role="status" className={styles.problems}>
          <p>No puede emitir hoy:</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className={styles.ready}>Listo para emitir.</p>
      )}
    </fieldset>
  );
}
