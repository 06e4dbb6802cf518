import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { customFieldKeyFromLabel, SHARED_MESSAGES } from '@crm/domain';
import {
  AddRecordCustomFieldDocument,
  RecordCustomFieldsDocument,
  type CustomFieldOwner,
  type CustomFieldType,
} from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { Field, SelectField } from '../../ui/Field';
import { ModalForm } from '../../ui/ModalForm';
import { inputTypeFor, RECORD_FIELD_TYPES } from './customFieldFormat';
import { DateField } from '../../ui/DateField';

export const FIELD_INCOMPLETE = SHARED_MESSAGES.customFieldKeyAndLabel;
export const FIELD_CREATE_FAILED = 'No se pudo crear el campo (verifica que el endpoint exista).';

/**
 * 'Nuevo campo' (spec part 2 §5): key and label required; key without spaces (hint); text, number or date.
 * People name the field: the label comes first and the key follows it until typed by hand.
 */
export function NewCustomFieldModal({
  owner,
  ownerId,
  onClose,
}: {
  owner: Extract<CustomFieldOwner, 'organization' | 'contact'>;
  ownerId: number;
  onClose: () => void;
}) {
  const [key, setKey] = useState('');
  const [keyByHand, setKeyByHand] = useState(false);
  const [label, setLabel] = useState('');
  const [type, setType] = useState<CustomFieldType>('text');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddRecordCustomFieldDocument, {
    update(cache, { data }) {
      const field = data?.upsertCustomField;
      if (!field) return;
      cache.updateQuery({ query: RecordCustomFieldsDocument, variables: { owner, ownerId } }, (prev) =>
        prev && !prev.customFields.some((f) => f.id === field.id) ? { customFields: [...prev.customFields, field] } : prev,
      );
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    if (!key.trim() || !label.trim()) {
      setError(FIELD_INCOMPLETE);
      return;
    }
    setError(null);
    try {
      await add({
        variables: { owner, ownerId, input: { key: key.trim(), label: label.trim(), type, value: value.trim() === '' ? null : value.trim() } },
      });
      onClose();
    } catch (err) {
      setError(failureText(err, FIELD_CREATE_FAILED));
    }
  }

  return (
    <ModalForm
      title="Nuevo campo"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Crear campo"
      busy={loading}
      error={error}
    >
      <Field
        label="Etiqueta"
        name="label"
        autoComplete="off"
        value={label}
        onChange={(e) => {
          setLabel(e.target.value);
          if (!keyByHand) setKey(customFieldKeyFromLabel(e.target.value));
        }}
      />
      <Field
        label="Clave"
        name="key"
        autoComplete="off"
        hint="Sin espacios, p. ej. nro_cliente."
        value={key}
        onChange={(e) => {
          setKey(e.target.value);
          setKeyByHand(e.target.value !== '');
        }}
      />
      <SelectField
        label="Tipo"
        name="type"
        options={RECORD_FIELD_TYPES}
        value={type}
        onChange={(e) => {
          setType(e.target.value as CustomFieldType);
          setValue('');
        }}
      />
      {type === 'date' ? (
        <DateField label="Valor inicial" name="value" hint="Opcional." value={value} onChange={setValue} />
      ) : (
        <Field
          label="Valor inicial"
          name="value"
          type={inputTypeFor(type)}
          autoComplete="off"
          hint="Opcional."
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      )}
    </ModalForm>
  );
}
