import { useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  CARGO_CLASSES,
  DEFAULT_PACKAGE_UNIT,
  OPERATION_TYPES,
  PACKAGE_UNITS,
  TRANSPORT_MODES,
  inferOperationType,
  operationSummary,
  checkNumberInput,
  NUMBER_RULES,
} from '@crm/domain';
import { KanbanWorkspacesDocument, NextDealReferenceDocument, OperationParamsDocument, type CreateDealInput } from '../../gql/graphql';
import { measures, volumetricSettingsOf } from '../operation';
import { formFailure } from '../../lib/errors';
import { notifySuccess } from '../../ui/toast';
import { Button } from '../../ui/Button';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { Field, SelectField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { confirmDiscard } from '../../ui/unsavedChanges';
import { OrganizationSearch, type OrganizationChoice } from './OrganizationSearch';
import { customFieldInputs, formLabel, operationComplete, type OperationForm } from './operationFields';
import { useCreateOperation } from './useCreateOperation';
import { usePipelineChoice } from './usePipelineChoice';
import styles from './DealModals.module.css';

export const OPERATION_HINT =
  'Completá al menos: transporte, clase, origen, destino, mercadería, cantidad, unidad y (empresa o contacto).';
export const OPERATION_CREATED = 'Operación creada.';
export const OPERATION_FAILED = 'No se pudo crear la operación. Revisá los datos e intentá nuevamente.';

const options = (values: readonly string[], empty?: string) => [
  ...(empty !== undefined ? [{ value: '', label: empty }] : []),
  ...values.map((v) => ({ value: v, label: v })),
];

/** Business units for the select: each top-level unit followed by its children with a dash prefix (spec part 1 §3). */
function unitOptions(units: ReadonlyArray<{ id: number; name: string; parentId: number | null }>) {
  const ids = new Set(units.map((u) => u.id));
  const roots = units.filter((u) => u.parentId === null || !ids.has(u.parentId));
  const out: { value: string; label: string }[] = [{ value: '', label: 'Sin unidad' }];
  for (const root of roots) {
    out.push({ value: String(root.id), label: root.name });
    for (const child of units.filter((u) => u.parentId === root.id)) out.push({ value: String(child.id), label: `— ${child.name}` });
  }
  return out;
}

export interface NewOperationModalProps {
  /** The board's pipeline, preselected. */
  pipelineId: number | null;
  /** On /workspace/{slug}: the operation goes to that unit and no unit select is shown. */
  businessUnit: { id: number; name: string } | null;
  onClose: () => void;
  onCreated: (dealId: number) => void;
}

/** 'Nueva operación' (spec part 1 §5, §9; the new-operation form). */
export function NewOperationModal({ pipelineId, businessUnit, onClose, onCreated }: NewOperationModalProps) {
  const formId = useId();
  const [form, setForm] = useState<OperationForm>({
    mode: '',
    mainLeg: '',
    cargoClass: '',
    origin: '',
    destination: '',
    operationType: '',
    goods: '',
    quantity: '',
    unit: DEFAULT_PACKAGE_UNIT,
    grossWeight: '',
    volume: '',
  });
  // Once the user picks the operation type by hand, origin/destination no longer change it (spec part 1 §4).
  const [typeByHand, setTypeByHand] = useState(false);
  const [organization, setOrganization] = useState<OrganizationChoice>({ id: null, name: '' });
  const [contactName, setContactName] = useState('');
  const [contactEmail, setContactEmail] = useState('');
  const [value, setValue] = useState('');
  const [unitChoice, setUnitChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Anything typed makes the dialog ask before closing (nothing lost silently); not while it is being saved.
  const [edited, setEdited] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const choice = usePipelineChoice(pipelineId);
  const [create, saving] = useCreateOperation();
  const submitting = useRef(false);
  const holdsWork = edited && !saving;
  const close = () => confirmDiscard(holdsWork) && onClose();

  // Typed numbers are checked as they change: an error sits next to the field and blocks creating.
  const checks = {
    // A number input hands over its value with a decimal point ('2.5'): read it as the local '2,5'.
    quantity: checkNumberInput(form.quantity.replace('.', ','), NUMBER_RULES.quantity),
    grossWeight: checkNumberInput(form.grossWeight, NUMBER_RULES.weightKg),
    volume: checkNumberInput(form.volume, NUMBER_RULES.volumeM3),
    value: checkNumberInput(value, NUMBER_RULES.dealValue),
  };
  const numbersOk = Object.values(checks).every((c) => c.error === null);

  const { data: refData } = useQuery(NextDealReferenceDocument, { fetchPolicy: 'network-only' });
  const { data: unitsData } = useQuery(KanbanWorkspacesDocument, { skip: businessUnit !== null });
  const { data: paramsData } = useQuery(OperationParamsDocument);

  const operationType = typeByHand ? form.operationType : inferOperationType(form.origin, form.destination);
  const multimodal = form.mode === 'MULTIMODAL';
  const effective: OperationForm = { ...form, operationType, mainLeg: multimodal ? form.mainLeg : '' };
  // Chargeable weight per the mode's factor (chargeable weight per mode), as the operation view and the cost sheet will show it.
  const typedVolume = checks.volume.value;
  const weight = measures(
    { peso_bruto: form.grossWeight, vol_m3: typedVolume === null ? '' : String(typedVolume), modalidad_carga: form.mode, modo_tramo_principal: effective.mainLeg },
    volumetricSettingsOf(paramsData?.params),
  );
  const hasParty = organization.name.trim() !== '' || contactName.trim() !== '' || contactEmail.trim() !== '';
  const complete = operationComplete(effective, hasParty) && choice.pipelineId !== null && choice.stageId !== null && numbersOk;

  const set = (key: keyof OperationForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || saving || submitting.current || choice.pipelineId === null || choice.stageId === null) return;
    submitting.current = true;
    setError(null);
    setFieldErrors({});
    const businessUnitId = businessUnit ? businessUnit.id : unitChoice ? Number(unitChoice) : null;
    const orgName = organization.name.trim();
    const input: CreateDealInput = {
      description: operationSummary(effective),
      value: checks.value.value ?? 0,
      pipelineId: choice.pipelineId,
      stageId: choice.stageId,
      ...(businessUnitId !== null ? { businessUnitId } : {}),
      ...(organization.id !== null ? { organization: { id: organization.id } } : orgName ? { organization: { name: orgName } } : {}),
      ...(contactName.trim() || contactEmail.trim()
        ? { contact: { ...(contactName.trim() ? { name: contactName.trim() } : {}), ...(contactEmail.trim() ? { email: contactEmail.trim() } : {}) } }
        : {}),
    };
    try {
      const id = await create(input, customFieldInputs(effective));
      notifySuccess(OPERATION_CREATED);
      onCreated(id);
    } catch (err) {
      const failure = formFailure(err, OPERATION_FAILED, ['contact.name', 'contact.email']);
      setError(failure.form);
      setFieldErrors(failure.fields);
    } finally {
      submitting.current = false;
    }
  }

  return (
    <Modal
      title="Nueva operación"
      size="wide"
      onClose={onClose}
      dirty={holdsWork}
      footer={
        <>
          <Button onClick={close}>Cancelar</Button>
          <Button type="submit" form={formId} variant="primary" disabled={!complete || saving} aria-busy={saving}>
            Crear operación
          </Button>
        </>
      }
    >
      <p className={styles.reference}>
        Referencia: <strong data-testid="reference-preview">{refData?.nextDealReference.preview || '-'}</strong>
      </p>
      <ErrorText>{error}</ErrorText>
      {!complete && <StatusText tone="warning">{OPERATION_HINT}</StatusText>}
      <form id={formId} onSubmit={onSubmit} onChange={() => setEdited(true)} noValidate className={styles.grid}>
        <h3 className={styles.sectionTitle}>Carga</h3>
        <SelectField label={formLabel('mode')} name="mode" options={options(TRANSPORT_MODES, 'Elegí…')} value={form.mode} onChange={set('mode')} />
        {multimodal && (
          <SelectField
            label={formLabel('mainLeg')}
            name="mainLeg"
            options={options(
              TRANSPORT_MODES.filter((m) => m !== 'MULTIMODAL'),
              'Elegí…',
            )}
            value={form.mainLeg}
            hint="Su factor da el peso cobrable."
            onChange={set('mainLeg')}
          />
        )}
        <SelectField label={formLabel('cargoClass')} name="cargoClass" options={options(CARGO_CLASSES, 'Elegí…')} value={form.cargoClass} onChange={set('cargoClass')} />
        <Field label={formLabel('origin')} name="origin" autoComplete="off" value={form.origin} onChange={set('origin')} />
        <Field label={formLabel('destination')} name="destination" autoComplete="off" value={form.destination} onChange={set('destination')} />
        <SelectField
          label={formLabel('operationType')}
          name="operationType"
          options={options(OPERATION_TYPES, '—')}
          value={operationType}
          hint={typeByHand ? undefined : 'Se deduce de origen y destino.'}
          onChange={(e) => {
            setTypeByHand(true);
            setForm((f) => ({ ...f, operationType: e.target.value }));
          }}
        />
        <Field label={formLabel('goods')} name="goods" autoComplete="off" value={form.goods} onChange={set('goods')} />
        <Field
          label={formLabel('quantity')}
          name="quantity"
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          value={form.quantity}
          error={checks.quantity.error}
          onChange={set('quantity')}
        />
        <SelectField label={formLabel('unit')} name="unit" options={options(PACKAGE_UNITS)} value={form.unit} onChange={set('unit')} />
        <Field label={formLabel('grossWeight')} name="grossWeight" autoComplete="off" value={form.grossWeight} error={checks.grossWeight.error} onChange={set('grossWeight')} />
        <Field label={formLabel('volume')} name="volume" autoComplete="off" value={form.volume} error={checks.volume.error} onChange={set('volume')} />
        <p className={styles.full} data-testid="chargeable-preview" aria-live="polite">
          Peso volumétrico: <strong>{weight.figures.volumetricKg} kg</strong> · Peso cobrable: <strong>{weight.figures.chargeableKg} kg</strong>{' '}
          ({weight.figures.factorLabel})
        </p>

        <h3 className={styles.sectionTitle}>Cliente</h3>
        <div className={styles.full}>
          <OrganizationSearch label="Empresa" value={organization} onChange={setOrganization} />
        </div>
        <Field
          label="Contacto"
          name="contactName"
          autoComplete="off"
          value={contactName}
          onChange={(e) => setContactName(e.target.value)}
          error={fieldErrors['contact.name']}
        />
        <Field
          label="Email del contacto"
          name="contactEmail"
          type="email"
          autoComplete="off"
          value={contactEmail}
          onChange={(e) => setContactEmail(e.target.value)}
          error={fieldErrors['contact.email']}
        />

        <h3 className={styles.sectionTitle}>Pipeline</h3>
        <Field
          label="Valor"
          name="value"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          hint="Mayor o igual a 0; admite 1.234,56."
          value={value}
          error={checks.value.error}
          onChange={(e) => setValue(e.target.value)}
        />
        {businessUnit ? (
          <Field label="Unidad de negocio" name="businessUnit" value={businessUnit.name} readOnly />
        ) : (
          <SelectField
            label="Unidad de negocio"
            name="businessUnit"
            options={unitOptions(unitsData?.businessUnits ?? [])}
            value={unitChoice}
            onChange={(e) => setUnitChoice(e.target.value)}
          />
        )}
        <SelectField
          label="Pipeline"
          name="pipeline"
          disabled={choice.loading}
          options={choice.pipelines.map((p) => ({ value: String(p.id), label: p.name }))}
          value={choice.pipelineId === null ? '' : String(choice.pipelineId)}
          onChange={(e) => choice.setPipelineId(Number(e.target.value))}
        />
        <SelectField
          label="Etapa"
          name="stage"
          disabled={choice.loading}
          options={choice.stages.map((s) => ({ value: String(s.id), label: s.name }))}
          value={choice.stageId === null ? '' : String(choice.stageId)}
          onChange={(e) => choice.setStageId(Number(e.target.value))}
        />
      </form>
    </Modal>
  );
}
