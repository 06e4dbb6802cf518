import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CreateOrganizationDocument, PickOrganizationsDocument, UpdateContactDocument } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { ORG_CREATE_FAILED } from '../organizations';
import { useDebounced } from '../../ui/useDebounced';
import styles from './OrganizationPickerModal.module.css';

/** Spec part 2 §9: the picker shows at most 20 organizations. */
export const PICKER_LIMIT = 20;
export const LINK_FAILED = 'No se pudo vincular la organización.';
export const PICKER_NAME_NEEDED = 'Escribí un nombre para crear la organización.';

/**
 * Organization picker of the contact screen (spec part 2 §2, §5): search by typing (first 20), pick
 * one to link it, or create an organization from the typed name and link it.
 */
export function OrganizationPickerModal({ contactId, currentOrgId, onClose }: { contactId: number; currentOrgId: number | null; onClose: () => void }) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 250);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, loading, error: loadError } = useQuery(PickOrganizationsDocument, { variables: { q: q || null, first: PICKER_LIMIT } });
  const [createOrg] = useMutation(CreateOrganizationDocument);
  const [updateContact] = useMutation(UpdateContactDocument, { refetchQueries: ['OrganizationDetail'] });
  const results = (data?.organizations.edges ?? []).map((e) => e.node).slice(0, PICKER_LIMIT);

  async function link(orgId: number) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await updateContact({ variables: { id: contactId, input: { orgId } } });
      onClose();
    } catch (err) {
      setError(failureText(err, LINK_FAILED));
    } finally {
      setBusy(false);
    }
  }

  async function createAndLink() {
    if (busy) return;
    const name = text.trim();
    if (!name) {
      setError(PICKER_NAME_NEEDED);
      return;
    }
    setBusy(true);
    setError(null);
    let orgId: number | null = null;
    try {
      const { data: created } = await createOrg({ variables: { input: { name } } });
      orgId = created?.createOrganization.id ?? null;
    } catch (err) {
      setError(failureText(err, ORG_CREATE_FAILED));
    }
    setBusy(false);
    if (orgId !== null) await link(orgId);
  }

  return (
    <Modal
      title="Elegir organización"
      onClose={onClose}
      footer={<Button onClick={onClose}>Cancelar</Button>}
    >
      <ErrorText>{error}</ErrorText>
      <Field
        label="Buscar organización"
        name="q"
        type="search"
        autoComplete="off"
        placeholder="Nombre, razón social, RUC o email"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            if (results.length === 1) void link(results[0].id);
          }
        }}
      />
      <div className={styles.results} aria-busy={loading}>
        {loadError && !data ? (
          <p className={styles.empty}>No se pudo buscar organizaciones.</p>
        ) : results.length === 0 ? (
          <p className={styles.empty}>{loading ? 'Buscando…' : 'Sin resultados.'}</p>
        ) : (
          <ul className={styles.list} aria-label="Organizaciones encontradas">
            {results.map((o) => {
              const name = o.razonSocial || o.name || `Organización #${o.id}`;
              const current = o.id === currentOrgId;
              return (
                <li key={o.id}>
                  <button type="button" className={styles.option} disabled={busy || current} onClick={() => void link(o.id)}>
                    <span>{name}</span>
                    <span className={styles.side}>{current ? 'Vinculada' : o.ruc ? `RUC ${o.ruc}` : ''}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className={styles.create}>
        <Button variant="primary" disabled={busy || !text.trim()} onClick={() => void createAndLink()}>
          {text.trim() ? `+ Crear «${text.trim()}» y vincular` : '+ Crear y vincular'}
        </Button>
        {!text.trim() && <span className={styles.hint}>Escribí un nombre para crear una organización nueva.</span>}
      </div>
    </Modal>
  );
}
