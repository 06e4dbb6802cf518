import { useId, useState, lazy, Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { SHARED_MESSAGES } from '@crm/domain';
import { OrganizationDetailDocument, type OrganizationDetailQuery } from '../../gql/graphql';
import { usePermissions } from '../../session/usePermissions';
import { formatDate } from '../../lib/format';
import { routeId } from '../../lib/routeParams';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { notifySuccess } from '../../ui/toast';
import { Fact } from '../../ui/Facts';
import { ActivityTab, NotesTab } from '../activities';
import { CustomFieldsPanel } from '../custom-fields';
import { DEAL_CREATE_FAILED, NewDealModal } from '../deals';
import { EditOrganizationModal } from './EditOrganizationModal';
import { NewPersonModal } from './NewPersonModal';
import { OrganizationBudgetFacts } from './OrganizationBudgetFacts';
import { OrganizationFilesTab } from './OrganizationFilesTab';
import { orgDisplayName } from './OrganizationsPage';
import { RecordDealsPanel } from './RecordDealsPanel';
import { Tabs } from '../../ui/Tabs';
import { HistoryTab } from '../history';
import { AccountStatementTab } from '../collections';
import { ProviderRoutesPanel } from '../rates';
import { RecordDetailFrame, RecordHeader, visibilityLabel } from '../records';
import styles from '../../ui/record.module.css';

// The call dialog is the follow-up feature's, loaded when opened (its own chunk; no static tie between the features).
const LogCallDialog = lazy(() => import('../followup').then((m) => ({ default: m.LogCallDialog })));


type Org = OrganizationDetailQuery['organization'];

export const ORG_NOT_FOUND = SHARED_MESSAGES.organizationNotFound;
export const ORG_LOAD_FAILED = 'No se pudo cargar la organización.';


/** /organizations/{id} (spec part 2 §2 "Organization detail"). */
export function OrganizationDetailPage() {
  const id = routeId(useParams().id);
  const { data, error } = useQuery(OrganizationDetailDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  const org = data?.organization;
  usePageTitle(org ? orgDisplayName(org) : 'Organización');

  return (
    <RecordDetailFrame
      back="/organizations"
      backLabel="← Organizaciones"
      validId={id !== null}
      record={org}
      error={error}
      notFoundText={ORG_NOT_FOUND}
      loadFailedText={ORG_LOAD_FAILED}
    >
      {(o) => <OrganizationView org={o} />}
    </RecordDetailFrame>
  );
}

function OrganizationView({ org }: { org: Org }) {
  const peopleId = useId();
  const detailsId = useId();
  const can = usePermissions();
  const writer = can.write;
  const editable = can.writeRecord(org);
  const [modal, setModal] = useState<null | 'edit' | 'deal' | 'person' | 'call'>(null);
  const [dealsVersion, setDealsVersion] = useState(0);
  const owner = { orgId: org.id };

  return (
    <>
      <RecordHeader
        kind="Organización"
        title={orgDisplayName(org)}
        meta={
          <>
            <span>
              Propietario: <strong>{org.owner?.name ?? 'Sin propietario'}</strong>
            </span>
            <span>
              Visibilidad: <strong>{visibilityLabel(org.visibility)}</strong>
            </span>
            {org.isAgent && <span className={styles.badge}>Agente</span>}
          </>
        }
        actions={
          <>
            <Button onClick={() => window.alert('Seguidores: próximamente.')}>Seguidores</Button>
            {writer && (
              <>
                <Button variant="primary" onClick={() => setModal('deal')}>
                  + Trato
                </Button>
                <Button onClick={() => setModal('call')}>Registrar llamada</Button>
              </>
            )}
            {editable && <Button onClick={() => setModal('edit')}>Editar</Button>}
            <Button variant="ghost" aria-label="Más opciones" onClick={() => window.alert('Más opciones: próximamente.')}>
              ⋯
            </Button>
          </>
        }
      />

      <div className={styles.columns}>
        <div className={styles.left}>
          <section className={styles.panel} aria-labelledby={detailsId}>
            <div className={styles.panelHead}>
              <h2 id={detailsId}>Detalles</h2>
            </div>
            <dl className={styles.facts}>
              <Fact label="Razón social">{org.razonSocial}</Fact>
              {org.name && org.name !== org.razonSocial && <Fact label="Nombre">{org.name}</Fact>}
              <Fact label="RUC">{org.ruc}</Fact>
              <Fact label="Dirección">{org.address}</Fact>
              <Fact label="Email">{org.email && <a href={`mailto:${org.email}`}>{org.email}</a>}</Fact>
              <Fact label="Ciudad">{org.city}</Fact>
              <Fact label="País">{org.country}</Fact>
              <Fact label="Teléfono">{org.phone}</Fact>
              <Fact label="Rubro">{org.rubro}</Fact>
              <Fact label="Tipo org">{org.tipoOrg}</Fact>
              <Fact label="Operación">{org.operacion}</Fact>
              {org.industry && <Fact label="Industria">{org.industry}</Fact>}
              {org.website && <Fact label="Sitio web">{org.website}</Fact>}
              {org.label && <Fact label="Etiqueta">{org.label}</Fact>}
              {org.modalitiesSupported && <Fact label="Modalidades">{org.modalitiesSupported.split(',').join(', ')}</Fact>}
              <OrganizationBudgetFacts orgId={org.id} status={org.budgetStatus} profit={org.budgetProfitValue} />
              <Fact label="Notas">{org.notes && <span className={styles.prewrap}>{org.notes}</span>}</Fact>
              <Fact label="Creada">{formatDate(org.createdAt)}</Fact>
            </dl>
          </section>

          <CustomFieldsPanel owner="organization" ownerId={org.id} canEdit={editable} />

          <RecordDealsPanel key={dealsVersion} filter={{ orgId: org.id }} />

          <section className={styles.panel} aria-labelledby={peopleId}>
            <div className={styles.panelHead}>
              <h2 id={peopleId}>Personas</h2>
              {writer && (
                <Button size="sm" onClick={() => setModal('person')}>
                  + Persona
                </Button>
              )}
            </div>
            {org.contacts.length === 0 ? (
              <p className={styles.empty}>Sin personas.</p>
            ) : (
              <ul className={styles.list} aria-label="Personas">
                {org.contacts.map((c) => (
                  <li key={c.id}>
                    <span className={styles.listMain}>
                      <Link to={`/contacts/${c.id}`}>{c.name || c.email || `Contacto #${c.id}`}</Link>
                      {c.email && <span className={styles.small}>{c.email}</span>}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <div className={styles.right}>
          <Tabs
            label="Secciones de la organización"
            tabs={[
              { id: 'activity', label: 'Actividad', content: <ActivityTab owner={owner} canWrite={writer} /> },
              { id: 'notes', label: 'Notas', content: <NotesTab owner={owner} canWrite={writer} /> },
              {
                id: 'files',
                label: 'Archivos',
                content: <OrganizationFilesTab orgId={org.id} grouped={false} />,
              },
              {
                id: 'documents',
                label: 'Documentos',
                content: <OrganizationFilesTab orgId={org.id} grouped />,
              },
              { id: 'routes', label: 'Rutas de proveedor', content: <ProviderRoutesPanel orgId={org.id} canWrite={writer} /> },
              { id: 'history', label: 'Historial', content: <HistoryTab record="organization" id={org.id} /> },
              { id: 'account', label: 'Cuenta corriente', content: <AccountStatementTab orgId={org.id} /> },
            ]}
          />
        </div>
      </div>

      {modal === 'edit' && <EditOrganizationModal org={org} onClose={() => setModal(null)} />}
      {modal === 'person' && <NewPersonModal orgId={org.id} onClose={() => setModal(null)} />}
      {modal === 'call' && (
        <Suspense fallback={null}>
          <LogCallDialog links={{ orgId: org.id }} about={org.name ?? org.razonSocial ?? `Organización #${org.id}`} onClose={() => setModal(null)} onLogged={() => notifySuccess('Llamada registrada.')} />
        </Suspense>
      )}
      {modal === 'deal' && (
        <NewDealModal
          title="Nuevo trato"
          orgId={org.id}
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
