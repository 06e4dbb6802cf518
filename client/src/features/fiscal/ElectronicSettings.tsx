import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { FiscalSettingsScreenDocument, UpdateFiscalSettingsDocument, type FiscalSettingsFieldsFragment, type UpdateFiscalSettingsInput } from '../../gql/graphql';
import { formFailure } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { usePermissions } from '../../session/usePermissions';
import { Button } from '../../ui/Button';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { Field, SelectField } from '../../ui/Field';
import { FieldRow } from '../../ui/FormFields';
import { notifySuccess } from '../../ui/toast';
import styles from './FiscalSettingsPage.module.css';

export const ELECTRONIC_PAGE_MESSAGES = {
  saved: 'Facturación electrónica guardada.',
  saveFailed: 'No se pudo guardar la facturación electrónica.',
  fileRead: 'No se pudo leer el archivo del certificado.',
  fileSize: 'El archivo del certificado no puede superar 30 KB.',
} as const;

const FIELDS = ['mode', 'sifenEnv', 'certificateP12Base64', 'certificatePassword', 'cscId', 'csc', 'taxpayerType', 'regimeType', 'activityCode', 'cityCode', 'email'] as const;
type Key = (typeof FIELDS)[number];

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const int = (v: string): number | null => (v.trim() === '' ? null : Number(v.trim()));

/**
 * The unit's emission mode and SIFEN settings: the signing certificate (PKCS#12 with its password) and the CSC go
 * to the server once and are never shown again (the screen says only that they are loaded, and the certificate's
 * holder and expiry); the SIFEN parameters the office's data does not carry are filled here.
 */
export function ElectronicSettings({ settings }: { settings: FiscalSettingsFieldsFragment }) {
  const canEdit = usePermissions().finance;
  const e = settings.electronic;
  const [values, setValues] = useState<Record<Key, string>>({
    mode: e.mode,
    sifenEnv: e.sifenEnv,
    certificateP12Base64: '',
    certificatePassword: '',
    cscId: str(e.cscId),
    csc: '',
    taxpayerType: str(e.taxpayerType),
    regimeType: str(e.regimeType),
    activityCode: str(e.activityCode),
    cityCode: str(e.cityCode),
    email: str(e.email),
  });
  const [fileName, setFileName] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The settings are not a normalized record in the cache: the screen's query is read again after saving.
  const [save, { loading }] = useMutation(UpdateFiscalSettingsDocument, { refetchQueries: [{ query: FiscalSettingsScreenDocument, variables: { businessUnitId: settings.businessUnitId } }], awaitRefetchQueries: true });
  const set = (k: Key) => (ev: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setValues((v) => ({ ...v, [k]: ev.target.value }));
    setErrors((x) => ({ ...x, [k]: undefined }));
  };

  async function onFile(ev: ChangeEvent<HTMLInputElement>) {
    const file = ev.target.files?.[0];
    ev.target.value = '';
    if (!file) return;
    if (file.size > 30 * 1024) return setErrors((x) => ({ ...x, certificateP12Base64: ELECTRONIC_PAGE_MESSAGES.fileSize }));
    const b64 = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result.slice(reader.result.indexOf(',') + 1)) : reject(new Error('p12')));
      reader.onerror = () => reject(new Error('p12'));
      reader.readAsDataURL(file);
    }).catch(() => null);
    if (!b64) return setErrors((x) => ({ ...x, certificateP12Base64: ELECTRONIC_PAGE_MESSAGES.fileRead }));
    setFileName(file.name);
    setValues((v) => ({ ...v, certificateP12Base64: b64 }));
    setErrors((x) => ({ ...x, certificateP12Base64: undefined }));
  }

  async function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    const input: UpdateFiscalSettingsInput = {
      mode: values.mode,
      sifenEnv: values.sifenEnv,
      cscId: values.cscId.trim() || null,
      taxpayerType: int(values.taxpayerType),
      regimeType: int(values.regimeType),
      activityCode: values.activityCode.trim() || null,
      cityCode: int(values.cityCode),
      email: values.email.trim() || null,
      ...(values.csc.trim() ? { csc: values.csc.trim() } : {}),
      ...(values.certificateP12Base64 ? { certificateP12Base64: values.certificateP12Base64, certificatePassword: values.certificatePassword } : {}),
    };
    setFormError(null);
    try {
      await save({ variables: { businessUnitId: settings.businessUnitId, input } });
      notifySuccess(ELECTRONIC_PAGE_MESSAGES.saved);
    } catch (err) {
      const failure = formFailure(err, ELECTRONIC_PAGE_MESSAGES.saveFailed, FIELDS);
      setErrors(failure.fields);
      setFormError(failure.form);
    }
  }

  return (
    <form className={styles.section} onSubmit={(ev) => void onSubmit(ev)} aria-label="Facturación electrónica" noValidate>
      <fieldset disabled={!canEdit || loading}>
        <legend>Facturación electrónica (SIFEN)</legend>
        <FieldRow>
          <SelectField
            label="Modo de emisión"
            value={values.mode}
            onChange={set('mode')}
            error={errors.mode}
            options={[
              { value: 'autoimpresor', label: 'Autoimpresor (timbrado impreso)' },
              { value: 'electronico', label: 'Electrónico (SIFEN)' },
            ]}
          />
          <SelectField
            label="Ambiente de SIFEN"
            value={values.sifenEnv}
            onChange={set('sifenEnv')}
            error={errors.sifenEnv}
            options={[
              { value: 'test', label: 'Pruebas' },
              { value: 'produccion', label: 'Producción' },
            ]}
          />
        </FieldRow>
        <StatusText tone={e.certificateLoaded ? 'success' : 'warning'}>
          {e.certificateLoaded ? `Certificado cargado: ${e.certificateSubject ?? ''}${e.certificateExpires ? ` · vence el ${formatDate(e.certificateExpires)}` : ''}` : 'Sin certificado de firma.'}
        </StatusText>
        <FieldRow>
          <div className={styles.logo}>
            <span className={styles.label}>Certificado de firma (.p12 o .pfx)</span>
            <label className={styles.fileButton}>
              {e.certificateLoaded || fileName ? 'Cambiar certificado' : 'Elegir certificado'}
              <input type="file" accept=".p12,.pfx,application/x-pkcs12" onChange={(ev) => void onFile(ev)} aria-label="Certificado de firma (.p12 o .pfx)" />
            </label>
            {fileName && <span className={styles.muted}>{`Por guardar: ${fileName}`}</span>}
          </div>
          <Field label="Contraseña del certificado" type="password" autoComplete="new-password" value={values.certificatePassword} onChange={set('certificatePassword')} error={errors.certificatePassword ?? errors.certificateP12Base64} />
        </FieldRow>
        <FieldRow>
          <Field label="ID del CSC" value={values.cscId} onChange={set('cscId')} inputMode="numeric" maxLength={4} error={errors.cscId} />
          <Field label="CSC" type="password" autoComplete="new-password" value={values.csc} onChange={set('csc')} maxLength={32} error={errors.csc} hint={e.cscLoaded ? 'Cargado. Escribí uno nuevo solo para reemplazarlo.' : 'El código de seguridad que entrega la SET para el QR.'} />
        </FieldRow>
        <FieldRow>
          <Field label="Tipo de contribuyente (1 persona física, 2 jurídica)" value={values.taxpayerType} onChange={set('taxpayerType')} inputMode="numeric" maxLength={1} error={errors.taxpayerType} />
          <Field label="Tipo de régimen (catálogo de la SET)" value={values.regimeType} onChange={set('regimeType')} inputMode="numeric" maxLength={5} error={errors.regimeType} />
        </FieldRow>
        <FieldRow>
          <Field label="Código de actividad económica" value={values.activityCode} onChange={set('activityCode')} inputMode="numeric" maxLength={10} error={errors.activityCode} />
          <Field label="Código de ciudad del establecimiento" value={values.cityCode} onChange={set('cityCode')} inputMode="numeric" maxLength={5} error={errors.cityCode} />
        </FieldRow>
        <Field label="Correo del emisor" type="email" value={values.email} onChange={set('email')} maxLength={190} error={errors.email} />
        <ErrorText>{formError}</ErrorText>
        {canEdit && (
          <Button type="submit" variant="primary">
            Guardar facturación electrónica
          </Button>
        )}
      </fieldset>
    </form>
  );
}
