import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { RecordCustomFieldsDocument, UpdateRecordCustomFieldDocument, type CustomFieldOwner, type RecordCustomFieldsQuery } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { fieldClasses } from '../../ui/Field';
import { displayFieldValue, inputTypeFor } from './customFieldFormat';
import { NewCustomFieldModal } from './NewCustomFieldModal';
import styles from './CustomFieldsPanel.module.css';
import { DateField } from '../../ui/DateField';

type FieldRow = RecordCustomFieldsQuery['customFields'][number];

export const FIELD_SAVE_FAILED = 'No se pudo guardar el campo.';

/**
 * Custom fields of an organization or a contact (spec part 2 §2): listed with inline editing and a
 * 'Nuevo campo' modal. Shown only when the custom-fields call answers; otherwise the panel says
 * they are not available (spec part 2 §8).
 */
export function CustomFieldsPanel({
  owner,
  ownerId,
  canEdit,
}: {
  owner: Extract<CustomFieldOwner, 'organization' | 'contact'>;
  ownerId: number;
  canEdit: boolean;
}) {
  const headingId = useId();
  const { data, error } = useQuery(RecordCustomFieldsDocument, { variables: { owner, ownerId } });
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);

  let body;
  if (data) {
    body =
      data.customFields.length === 0 ? (
        <p className={styles.empty}>Sin campos personalizados.</p>
      ) : (
        <ul className={styles.list}>
          {data.customFields.map((f) =>
            editingId === f.id ? (
              <InlineEditor key={f.id} field={f} owner={owner} ownerId={ownerId} onDone={() => setEditingId(null)} />
            ) : (
              <li key={f.id} className={styles.item}>
                <div className={styles.main}>
                  <span className={styles.label}>{f.label}</span>
                  <span className={styles.value}>{displayFieldValue(f.type, f.value) || <span className={styles.muted}>—</span>}</span>
                </div>
                {canEdit && (
                  <Button size="sm" variant="ghost" aria-label={`Editar ${f.label}`} onClick={() => setEditingId(f.id)}>
                    Editar
                  </Button>
                )}
              </li>
            ),
          )}
        </ul>
      );
  } else if (error) {
    body = <p className={styles.empty}>Campos personalizados no disponibles por ahora.</p>;
  } else {
    body = <p className={styles.empty}>Cargando…</p>;
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId}>Campos personalizados</h2>
        {canEdit && data && (
          <Button size="sm" onClick={() => setAdding(true)}>
            + Campo
          </Button>
        )}
      </div>
      {body}
      {adding && <NewCustomFieldModal owner={owner} ownerId={ownerId} onClose={() => setAdding(false)} />}
    </section>
  );
}

/** One field in edit mode: the input for its type, Guardar / Cancelar; Escape cancels. */
function InlineEditor({
  field,
  owner,
  ownerId,
  onDone,
}: {
  field: FieldRow;
  owner: CustomFieldOwner;
  ownerId: number;
  onDone: () => void;
}) {
  const [value, setValue] = useState(field.value ?? '');
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateRecordCustomFieldDocument);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setError(null);
    try {
      await save({ variables: { owner, ownerId, fieldId: field.id, value: value.trim() === '' ? null : value.trim() } });
      onDone();
    } catch {
      setError(FIELD_SAVE_FAILED);
    }
  }

  return (
    <li className={styles.item}>
      <form className={styles.editor} onSubmit={onSubmit} noValidate>
        {field.type === 'date' ? (
          <div
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                onDone();
              }
            }}
          >
            <DateField label={field.label} value={value} onChange={setValue} />
          </div>
        ) : (
          <>
        <label className={styles.label} htmlFor={`cf-${field.id}`}>
          {field.label}
        </label>
        <input
          id={`cf-${field.id}`}
          className={fieldClasses.control}
          type={inputTypeFor(field.type)}
          step={field.type === 'number' ? 'any' : undefined}
          value={value}
          autoFocus
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              onDone();
            }
          }}
        />
          </>
        )}
        <ErrorText className={styles.error}>{error}</ErrorText>
        <div className={styles.editorActions}>
          <Button size="sm" type="submit" variant="primary" disabled={loading} aria-busy={loading}>
            Guardar
          </Button>
          <Button size="sm" onClick={onDone}>
            Cancelar
          </Button>
        </div>
      </form>
    </li>
  );
}
