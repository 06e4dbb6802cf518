import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { canEditCostSheet, isRevisionStatus, revisionBudgetStatus } from '@crm/domain';
import {
  CostSheetChangedDocument,
  CostSheetDocument,
  CostSheetRevisionsDocument,
  CostSheetStatusDocument,
  CreateCostSheetRevisionDocument,
  type RevisionFieldsFragment,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { errorCode, failureText } from '../../lib/errors';
import { useSession } from '../../session/SessionProvider';
import { Button } from '../../ui/Button';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { Field } from '../../ui/Field';
import { TextAreaField } from '../../ui/FormFields';
import { ModalForm } from '../../ui/ModalForm';
import { RevisionCompareDialog } from './RevisionCompareDialog';
import { REVISION_TEXTS as T, revisionStatusLabel } from './revisionTexts';
import styles from './RevisionBar.module.css';

/**
 * The revision bar above the cost sheet (named revisions): the current revision's number, name and status,
 * a selector to view an older one read-only (`viewing`, the page shows it instead of the editor), 'Nueva
 * revisión' (a draft copied from the current one: name and reason) and 'Comparar' (two revisions side by side).
 * It follows saves over the live socket and refreshes after the sheet's own saves and budget actions.
 */
export function RevisionBar({ dealId, viewing, onView }: { dealId: number; viewing: number | null; onView: (revisionId: number | null) => void }) {
  const { user } = useSession();
  const { data, error, refetch } = useQuery(CostSheetRevisionsDocument, { variables: { dealId }, fetchPolicy: 'cache-and-network' });
  // Someone's save (a first save makes REV 01, an admin's save over a confirmed one a new draft): read the list again.
  useSubscription(CostSheetChangedDocument, { variables: { dealId }, onData: () => void refetch() });
  const [creating, setCreating] = useState(false);
  const [comparing, setComparing] = useState(false);
  // 'Revisión creada.' speaks of the draft just created: shown while that draft is the current one and still a draft,
  // so it does not linger beside a later save, comparison or confirmation.
  const [created, setCreated] = useState<number | null>(null);
  const selectId = useId();

  // An operation whose organization is another user's private record: its revisions are not shown (NOT_FOUND).
  if (error && errorCode(error) === 'NOT_FOUND') return null;
  const list = data?.costSheetRevisions ?? [];
  const current = list.find((r) => r.current) ?? list[list.length - 1] ?? null;
  const shown = (viewing !== null && list.find((r) => r.id === viewing)) || current;

  return (
    <section className={styles.bar} aria-label={T.bar}>
      {error && !data ? (
        <ErrorText>{T.loadFailed}</ErrorText>
      ) : !current ? (
        <span className={styles.muted}>{data ? T.none : '…'}</span>
      ) : (
        <>
          <div className={styles.current} data-testid="revision-current">
            <strong>{current.label}</strong>
            <span className={`${styles.status} ${styles[`status_${current.status}`] ?? ''}`} role="status" aria-label={`Estado de la revisión: ${revisionStatusLabel(current.status)}`}>
              {revisionStatusLabel(current.status)}
            </span>
            {current.reason && <span className={styles.muted}>{current.reason}</span>}
          </div>
          <label className={styles.picker} htmlFor={selectId}>
            {T.view}
          </label>
          <select id={selectId} value={shown?.id ?? ''} onChange={(e) => onView(Number(e.target.value) === current.id ? null : Number(e.target.value))}>
            {[...list].reverse().map((r) => (
              <option key={r.id} value={r.id}>
                {optionText(r)}
              </option>
            ))}
          </select>
        </>
      )}
      <div className={styles.actions}>
        {viewing !== null && (
          <Button size="sm" variant="ghost" onClick={() => onView(null)}>
            {T.backToCurrent}
          </Button>
        )}
        {/* Who may: whoever may edit the sheet in the current revision's budget status (the server's rule). */}
        {current && isRevisionStatus(current.status) && canEditCostSheet(user?.role ?? null, revisionBudgetStatus({ status: current.status, budgetLocked: current.budgetLocked })) && (
          <Button size="sm" onClick={() => setCreating(true)}>
            {T.create}
          </Button>
        )}
        {list.length > 1 && (
          <Button size="sm" onClick={() => setComparing(true)}>
            {T.compare}
          </Button>
        )}
        {created !== null && current?.number === created && current.status === 'borrador' && <StatusText>{T.created}</StatusText>}
      </div>
      {viewing !== null && shown && shown.id !== current?.id && (
        <p className={styles.readOnly} role="note">
          {`${T.readOnly} (${shown.label} · ${revisionStatusLabel(shown.status)})`}
        </p>
      )}
      {creating && current && (
        <NewRevisionDialog
          dealId={dealId}
          next={current.number + 1}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            onView(null);
            setCreated(current.number + 1);
          }}
        />
      )}
      {comparing && list.length > 1 && <RevisionCompareDialog dealId={dealId} revisions={list} onClose={() => setComparing(false)} />}
    </section>
  );
}

function optionText(r: RevisionFieldsFragment): string {
  const parts = [r.label, revisionStatusLabel(r.status)];
  if (r.current) parts.push(T.current);
  return `${parts.join(' · ')} — ${formatDateTime(r.createdAt)}`;
}

/** 'Nueva revisión': name (optional: 'REV 0N') and reason; the new draft becomes the current revision. */
function NewRevisionDialog({ dealId, next, onClose, onCreated }: { dealId: number; next: number; onClose: () => void; onCreated: () => void }) {
  const [create, { loading }] = useMutation(CreateCostSheetRevisionDocument, {
    // The sheet's editor follows the new draft (its status and frozen rate come back as a draft's).
    refetchQueries: [CostSheetRevisionsDocument, CostSheetDocument, CostSheetStatusDocument],
    awaitRefetchQueries: true,
  });
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const code = `REV ${String(next).padStart(2, '0')}`;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    try {
      await create({ variables: { dealId, input: { name: name.trim() || null, reason: reason.trim() || null } } });
      onCreated();
    } catch (err) {
      setError(failureText(err, T.createFailed));
    }
  }

  return (
    <ModalForm title={`${T.create} (${code})`} onClose={onClose} onSubmit={submit} submitLabel={T.create} busy={loading} error={error}>
      <p>{T.createHint}</p>
      <Field label={T.name} value={name} onChange={(e) => setName(e.target.value)} placeholder={T.namePlaceholder} maxLength={120} hint={`Se muestra como «${code}${name.trim() ? ` – ${name.trim()}` : ''}».`} />
      <TextAreaField label={T.reason} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={3} />
    </ModalForm>
  );
}
