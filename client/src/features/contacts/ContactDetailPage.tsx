import { useId, useState, lazy, Suspense } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useLocation, useParams } from 'react-router';
import { formatMoney, SHARED_MESSAGES } from '@crm/domain';
import { ContactDetailDocument, RecordDealsDocument, UpdateContactDocument, type ContactDetailQuery } from '../../gql/graphql';
import { usePermissions } from '../../session/usePermissions';
import { failureText } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { routeId } from '../../lib/routeParams';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { Fact } from '../../ui/Facts';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { notifySuccess, notifyUndoable } from '../../ui/toast';
import { ActivityTab, NewActivityModal } from '../activities';
import { CustomFieldsPanel } from '../custom-fields';
import { DEAL_CREATE_FAILED, NewDealModal } from '../deals';
import { Tabs } from '../../ui/Tabs';
import { HistoryTab } from '../history';
import { EditContactModal } from './EditContactModal';
import { OrganizationPickerModal } from './OrganizationPickerModal';
import { RecordDetailFrame, RecordHeader, visibilityLabel } from '../records';
import styles from '../../ui/record.module.css';

// The call dialog is the follow-up feature's, loaded when opened (its own chunk; no static tie between the features).
const LogCallDialog = lazy(() => import('../followup').then((m) => ({ default: m.LogCallDialog })));


type Contact = ContactDetailQuery['contact'];

export const CONTACT_NOT_FOUND = SHARED_MESSAGES.contactNotFound;
export const CONTACT_LOAD_FAILED = 'No se pudo cargar el contacto.';
export const UNLINK_FAILED = 'No se pudo quitar la organización.';
export const RELINK_FAILED = 'No se pudo volver a vincular la organización.';
export const unlinkedText = (org: string) => `Se quitó la organización ${org}.`;

export const contactTitle = (c: { name?: string | null; email?: string | null; id: number }) => c.name || c.email || `Contacto #${c.id}`;

/** /contacts/{id} (spec part 2 §2 "Contact detail"). */
export function ContactDetailPage() {
  const id = routeId(useParams().id);
  const location = useLocation();
  const { data, error } = useQuery(ContactDetailDocument, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const contact = data?.contact;
  usePageTitle(contact ? contactTitle(contact) : 'Contacto');
  const deduped = (location.state as { deduped?: boolean } | null)?.deduped === true;

  return (
    <RecordDetailFrame
      back="/contacts"
      backLabel="← Contactos"
      validId={id !== null}
      record={contact}
      error={error}
      notFoundText={CONTACT_NOT_FOUND}
      loadFailedText={CONTACT_LOAD_FAILED}
      notice={deduped && <StatusText>Ya existía un contacto con ese email: este es.</StatusText>}
    >
      {(c) => <ContactView contact={c} />}
    </RecordDetailFrame>
  );
}

function ContactView({ contact }: { contact: Contact }) {
  const orgHeading = useId();
  const detailsHeading = useId();
  const can = usePermissions();
  const writer = can.write;
  const editable = can.writeRecord(contact);
  const [modal, setModal] = useState<null | 'edit' | 'deal' | 'activity' | 'picker' | 'call'>(null);
  const [unlinkError, setUnlinkError] = useState<string | null>(null);
  const [unlink, { loading: unlinking }] = useMutation(UpdateContactDocument, { refetchQueries: ['OrganizationDetail'] });
  const [dealsVersion, setDealsVersion] = useState(0);
  const owner = { personId: contact.id };

  async function removeOrg() {
    setUnlinkError(null);
    const previous = { id: contact.orgId, name: contact.orgName || `Organización #${contact.orgId}` };
    try {
      await unlink({ variables: { id: contact.id, input: { orgId: null } } });
    } catch (err) {
      setUnlinkError(failureText(err, UNLINK_FAILED));
      return;
    }
    if (previous.id === null || previous.id === undefined) return;
    const orgId = previous.id;
    // Feedback and undo: the link comes back on the server too.
    notifyUndoable(unlinkedText(previous.name), () => {
      unlink({ variables: { id: contact.id, input: { orgId } } }).catch((err: unknown) => setUnlinkError(failureText(err, RELINK_FAILED)));
    });
  }

  return (
    <>
      <RecordHeader
        kind="Contacto"
        title={contactTitle(contact)}
        meta={contact.title}
        actions={
          <>
            {writer && (
              <>
                <Button variant="primary" onClick={() => setModal('deal')}>
                  + Trato
                </Button>
                <Button onClick={() => setModal('activity')}>+ Actividad</Button>
                <Button onClick={() => setModal('call')}>Registrar llamada</Button>
              </>
            )}
            {editable && <Button onClick={() => setModal('edit')}>Editar</Button>}
          </>
        }
      />

      <div className={styles.columns}>
        <div className={styles.left}>
          <section className={styles.panel} aria-labelledby={orgHeading}>
            <div className={styles.panelHead}>
              <h2 id={orgHeading}>Organización</h2>
              {editable && !contact.orgId && (
                <Button size="sm" onClick={() => setModal('picker')}>
                  + Añadir
                </Button>
              )}
            </div>
            <ErrorText>{unlinkError}</ErrorText>
            {contact.orgId ? (
              <div className={styles.orgLink}>
                <Link to={`/organizations/${contact.orgId}`}>{contact.orgName || `Organización #${contact.orgId}`}</Link>
                {editable && (
                  <span className={styles.actions}>
                    <Button size="sm" onClick={() => setModal('picker')}>
                      Cambiar
                    </Button>
                    <Button size="sm" variant="danger" disabled={unlinking} aria-busy={unlinking} onClick={() => void removeOrg()}>
                      Quitar
                    </Button>
                  </span>
                )}
              </div>
            ) : (
              <p className={styles.empty}>Sin organización.</p>
            )}
          </section>

          <section className={styles.panel} aria-labelledby={detailsHeading}>
            <div className={styles.panelHead}>
              <h2 id={detailsHeading}>Detalles</h2>
            </div>
            <dl className={styles.facts}>
              <Fact label="Email">{contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}</Fact>
              <Fact label="Teléfono">{contact.phone}</Fact>
              <Fact label="Cargo">{contact.title}</Fact>
              <Fact label="Etiqueta">{contact.label}</Fact>
              <Fact label="Notas">{contact.notes && <span className={styles.prewrap}>{contact.notes}</span>}</Fact>
              <Fact label="Creado">{formatDate(contact.createdAt)}</Fact>
            </dl>
          </section>

          <CustomFieldsPanel owner="contact" ownerId={contact.id} canEdit={editable} />
        </div>

        <div className={styles.right}>
          <Tabs
            label="Secciones del contacto"
            tabs={[
              { id: 'activity', label: 'Actividad', content: <ActivityTab owner={owner} canWrite={writer} scheduleButton={false} /> },
              { id: 'deals', label: 'Tratos', content: <ContactDeals key={dealsVersion} contactId={contact.id} /> },
              {
                id: 'info',
                label: 'Info',
                content: (
                  <dl className={styles.facts}>
                    <Fact label="ID">{contact.id}</Fact>
                    <Fact label="Visibilidad">{visibilityLabel(contact.visibility)}</Fact>
                    <Fact label="Propietario">{contact.owner?.name ?? (contact.ownerUserId ? `Usuario #${contact.ownerUserId}` : 'Sin propietario')}</Fact>
                  </dl>
                ),
              },
              { id: 'history', label: 'Historial', content: <HistoryTab record="contact" id={contact.id} /> },
            ]}
          />
        </div>
      </div>

      {modal === 'edit' && <EditContactModal contact={contact} onClose={() => setModal(null)} />}
      {modal === 'activity' && <NewActivityModal owner={owner} onClose={() => setModal(null)} />}
      {modal === 'call' && (
        <Suspense fallback={null}>
          <LogCallDialog links={{ contactId: contact.id, orgId: contact.orgId ?? null }} about={contactTitle(contact)} onClose={() => setModal(null)} onLogged={() => notifySuccess('Llamada registrada.')} />
        </Suspense>
      )}
      {modal === 'picker' && <OrganizationPickerModal contactId={contact.id} currentOrgId={contact.orgId} onClose={() => setModal(null)} />}
      {modal === 'deal' && (
        <NewDealModal
          title="Nuevo trato"
          contactId={contact.id}
          orgId={contact.orgId}
          failureMessage={DEAL_CREATE_FAILED}
          onClose={() => setModal(null)}
          onCreated={() => {
            setModal(null);
            setDealsVersion((v) => v + 1);
          }}
        />
      )}
    </>
  );
}

/** The 'Tratos' tab: the contact's deals with title, organization and value. */
function ContactDeals({ contactId }: { contactId: number }) {
  const { data, error } = useQuery(RecordDealsDocument, { variables: { filter: { contactId }, first: 100 }, fetchPolicy: 'cache-and-network' });
  if (!data) return <p className={styles.empty}>{error ? 'Sin tratos.' : 'Cargando…'}</p>;
  const rows = data.deals.edges.map((e) => e.node);
  return (
    <DataTable
      label="Tratos del contacto"
      rows={rows}
      rowKey={(d) => d.id}
      empty="Sin tratos."
      columns={[
        { key: 'title', header: 'Título', render: (d) => <Link to={`/operations/${d.id}`}>{d.title}</Link> },
        { key: 'org', header: 'Organización', render: (d) => d.orgName ?? <span className={styles.muted}>—</span> },
        { key: 'value', header: 'Valor', align: 'right', render: (d) => formatMoney(d.value) },
      ]}
    />
  );
}
