import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { WEBHOOK_DELIVERY_STATUS_LABELS, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookDeliveryStatus } from '@crm/domain';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  RedeliverWebhookDeliveryDocument,
  UpdateWebhookDocument,
  WebhookDeliveriesDocument,
  WebhooksDocument,
  type WebhookDeliveryFieldsFragment,
  type WebhookFieldsFragment,
} from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { formatDate, formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { DataTable, type Column } from '../../ui/DataTable';
import { ErrorText } from '../../ui/ErrorText';
import { CheckboxField, Field, SelectField } from '../../ui/Field';
import { Page, PageHeader } from '../../ui/Page';
import { SecretShownOnce } from '../../ui/SecretShownOnce';
import { Spinner } from '../../ui/Spinner';
import { notifySuccess } from '../../ui/toast';
import { useUnsavedChanges } from '../../ui/unsavedChanges';
import styles from './WebhooksPage.module.css';

type Webhook = WebhookFieldsFragment;
type Delivery = WebhookDeliveryFieldsFragment;

const eventLabel = (e: string) => (e in WEBHOOK_EVENT_LABELS ? WEBHOOK_EVENT_LABELS[e as keyof typeof WEBHOOK_EVENT_LABELS] : e);
const statusLabel = (s: string) => (s in WEBHOOK_DELIVERY_STATUS_LABELS ? WEBHOOK_DELIVERY_STATUS_LABELS[s as WebhookDeliveryStatus] : s);

/** Deliveries change on their own (the dispatcher): the open list refreshes itself. */
const DELIVERIES_POLL_MS = 3_000;

/**
 * /admin/webhooks (signed webhooks): endpoints that receive signed POSTs when operations, organizations,
 * contacts, budgets, cost sheets and files change, and each endpoint's deliveries with 'Reenviar'. The
 * secret comes back only in the creation (or rotation) answer and lives only in this state until 'Listo'.
 */
export function WebhooksPage() {
  usePageTitle('Webhooks');
  // Pending and failed counts move with the dispatcher: refreshed like the deliveries list.
  const { data, loading, error } = useQuery(WebhooksDocument, { fetchPolicy: 'cache-and-network', pollInterval: DELIVERIES_POLL_MS });
  const [create, { loading: creating }] = useMutation(CreateWebhookDocument, { refetchQueries: [WebhooksDocument] });
  const [update] = useMutation(UpdateWebhookDocument);
  const [remove] = useMutation(DeleteWebhookDocument, { refetchQueries: [WebhooksDocument] });
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [secret, setSecret] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [shown, setShown] = useState<{ url: string; secret: string } | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const discard = useUnsavedChanges(!!(url.trim() || description.trim() || secret.trim() || events.length));

  function toggle(event: string, on: boolean) {
    setEvents((prev) => (on ? [...prev, event] : prev.filter((e) => e !== event)));
  }

  async function onCreate(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    if (!url.trim()) return setFormError('La URL del webhook es obligatoria.');
    if (!events.length) return setFormError('Elegí al menos un evento.');
    try {
      const res = await create({
        variables: { input: { url: url.trim(), events: WEBHOOK_EVENTS.filter((ev) => events.includes(ev)), description: description.trim() || null, secret: secret.trim() || null } },
      });
      const created = res.data?.createWebhook;
      if (created?.secret) setShown({ url: created.webhook.url, secret: created.secret });
      if (created) setSelected(created.webhook.id);
      discard();
      setUrl('');
      setDescription('');
      setSecret('');
      setEvents([]);
    } catch (err) {
      setFormError(failureText(err, 'No se pudo registrar el webhook'));
    }
  }

  async function onToggleActive(w: Webhook) {
    try {
      await update({ variables: { id: w.id, input: { active: !w.active } } });
      notifySuccess(w.active ? 'Webhook pausado.' : 'Webhook activado.');
    } catch (err) {
      setFormError(failureText(err, 'No se pudo cambiar el estado del webhook'));
    }
  }

  async function onRotate(w: Webhook) {
    if (!window.confirm('¿Generar un secreto nuevo? El receptor debe usarlo desde ahora para verificar las firmas.')) return;
    try {
      const res = await update({ variables: { id: w.id, input: { rotateSecret: true } } });
      const s = res.data?.updateWebhook.secret;
      if (s) setShown({ url: w.url, secret: s });
    } catch (err) {
      setFormError(failureText(err, 'No se pudo rotar el secreto'));
    }
  }

  async function onDelete(w: Webhook) {
    if (!window.confirm(`¿Eliminar el webhook ${w.url}? Sus entregas pendientes no se enviarán.`)) return;
    try {
      await remove({ variables: { id: w.id } });
      if (selected === w.id) setSelected(null);
      notifySuccess('Webhook eliminado.');
    } catch (err) {
      setFormError(failureText(err, 'No se pudo eliminar el webhook'));
    }
  }

  const columns: Column<Webhook>[] = [
    {
      key: 'url',
      header: 'URL',
      render: (w) => (
        <>
          <code className={styles.url}>{w.url}</code>
          {w.description && <div className={styles.muted}>{w.description}</div>}
        </>
      ),
    },
    { key: 'events', header: 'Eventos', render: (w) => <span title={w.events.map(eventLabel).join('\n')}>{w.events.join(', ')}</span> },
    { key: 'state', header: 'Estado', render: (w) => (w.active ? 'Activo' : 'Pausado') },
    { key: 'secret', header: 'Secreto', render: (w) => <code className={styles.url}>{w.secretHint}</code> },
    {
      key: 'queue',
      header: 'Pendientes / fallidas',
      render: (w) => (
        <span className={w.failedCount ? styles.failed : undefined}>
          {w.pendingCount} / {w.failedCount}
        </span>
      ),
    },
    { key: 'created', header: 'Creado', render: (w) => `${w.createdByName ?? '—'} · ${formatDate(w.createdAt)}` },
    {
      key: 'actions',
      header: 'Acciones',
      render: (w) => (
        <div className={styles.actions}>
          <Button size="sm" variant={selected === w.id ? 'primary' : 'secondary'} aria-label={`Ver entregas de ${w.url}`} onClick={() => setSelected(w.id)}>
            Entregas
          </Button>
          <Button size="sm" aria-label={`${w.active ? 'Pausar' : 'Activar'} ${w.url}`} onClick={() => void onToggleActive(w)}>
            {w.active ? 'Pausar' : 'Activar'}
          </Button>
          <Button size="sm" aria-label={`Rotar el secreto de ${w.url}`} onClick={() => void onRotate(w)}>
            Rotar secreto
          </Button>
          <Button size="sm" variant="danger" aria-label={`Eliminar ${w.url}`} onClick={() => void onDelete(w)}>
            Eliminar
          </Button>
        </div>
      ),
    },
  ];

  let body;
  if (data) body = <DataTable label="Webhooks" columns={columns} rows={data.webhooks} rowKey={(w) => w.id} empty="Todavía no hay webhooks" />;
  else if (loading) body = <Spinner />;
  else if (error) body = <ErrorText>No se pudo cargar la lista de webhooks</ErrorText>;
  const selectedHook = data?.webhooks.find((w) => w.id === selected) ?? null;

  return (
    <Page>
      <PageHeader
        title="Webhooks"
        subtitle="Avisos firmados a tus sistemas cuando cambian operaciones, organizaciones, contactos, presupuestos, planillas de costos o archivos. Cada envío lleva X-CRM-Signature: sha256=HMAC-SHA256 de '<X-CRM-Timestamp>.<cuerpo>' con el secreto; se reintenta con espera creciente durante más de 24 horas."
      />
      {shown && (
        <SecretShownOnce label="Secreto del webhook" testId="webhook-secret" secret={shown.secret} copied="Secreto copiado." onDone={() => setShown(null)}>
          <strong>Secreto de {shown.url}.</strong> Copialo ahora: no se vuelve a mostrar.
        </SecretShownOnce>
      )}
      <form className={styles.form} onSubmit={(e) => void onCreate(e)} aria-label="Nuevo webhook">
        <div className={styles.row}>
          <Field label="URL del receptor" className={styles.wide} value={url} maxLength={2000} onChange={(e) => setUrl(e.target.value)} placeholder="https://erp.ejemplo.com.py/webhooks/crm" />
          <Field label="Descripción" value={description} maxLength={200} onChange={(e) => setDescription(e.target.value)} placeholder="p. ej. ERP de facturación" />
          <Field
            label="Secreto (opcional)"
            value={secret}
            maxLength={200}
            onChange={(e) => setSecret(e.target.value)}
            hint="Vacío: se genera uno y se muestra una vez."
            autoComplete="off"
          />
        </div>
        <fieldset className={styles.events}>
          <legend>Eventos</legend>
          {WEBHOOK_EVENTS.map((ev) => (
            <CheckboxField key={ev} label={`${WEBHOOK_EVENT_LABELS[ev]} (${ev})`} checked={events.includes(ev)} onChange={(e) => toggle(ev, e.target.checked)} />
          ))}
        </fieldset>
        <div>
          <Button type="submit" variant="primary" disabled={creating}>
            Registrar webhook
          </Button>
        </div>
      </form>
      <ErrorText>{formError}</ErrorText>
      {body}
      {selectedHook && <Deliveries key={selectedHook.id} webhook={selectedHook} />}
    </Page>
  );
}

function Deliveries({ webhook }: { webhook: Webhook }) {
  const [status, setStatus] = useState('');
  const { data, loading, error } = useQuery(WebhookDeliveriesDocument, {
    variables: { webhookId: webhook.id, page: { status: status || null, limit: 50 } },
    fetchPolicy: 'cache-and-network',
    pollInterval: DELIVERIES_POLL_MS,
  });
  const [redeliver] = useMutation(RedeliverWebhookDeliveryDocument, { refetchQueries: [WebhooksDocument] });
  const [actionError, setActionError] = useState<string | null>(null);

  async function onRedeliver(d: Delivery) {
    setActionError(null);
    try {
      await redeliver({ variables: { id: d.id } });
      notifySuccess(`Entrega ${d.id} reenviada.`);
    } catch (err) {
      setActionError(failureText(err, 'No se pudo reenviar la entrega'));
    }
  }

  const columns: Column<Delivery>[] = [
    { key: 'id', header: 'N.º', render: (d) => d.id },
    { key: 'event', header: 'Evento', render: (d) => <span title={eventLabel(d.event)}>{d.event}</span> },
    { key: 'created', header: 'Creada', render: (d) => formatDateTime(d.createdAt) },
    { key: 'status', header: 'Estado', render: (d) => <span className={styles[d.status]}>{statusLabel(d.status)}</span> },
    { key: 'attempts', header: 'Intentos', render: (d) => d.attempts },
    { key: 'code', header: 'Última respuesta', render: (d) => d.lastStatusCode ?? <span className={styles.muted}>—</span> },
    { key: 'error', header: 'Último error', render: (d) => d.lastError ?? <span className={styles.muted}>—</span> },
    { key: 'next', header: 'Próximo intento', render: (d) => (d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : <span className={styles.muted}>—</span>) },
    {
      key: 'actions',
      header: 'Acciones',
      render: (d) => (
        <Button size="sm" aria-label={`Reenviar la entrega ${d.id}`} onClick={() => void onRedeliver(d)}>
          Reenviar
        </Button>
      ),
    },
  ];

  let body;
  if (data) {
    body = (
      <>
        <DataTable label={`Entregas de ${webhook.url}`} columns={columns} rows={data.webhookDeliveries.items} rowKey={(d) => d.id} empty="Todavía no hay entregas" />
        {data.webhookDeliveries.totalCount > data.webhookDeliveries.items.length && (
          <p className={styles.muted}>
            Se muestran las {data.webhookDeliveries.items.length} más recientes de {data.webhookDeliveries.totalCount}.
          </p>
        )}
      </>
    );
  } else if (loading) body = <Spinner />;
  else if (error) body = <ErrorText>No se pudieron cargar las entregas</ErrorText>;

  return (
    <section className={styles.deliveries} aria-label="Entregas">
      <div className={styles.deliveriesHeader}>
        <h2>
          Entregas de <code className={styles.url}>{webhook.url}</code>
        </h2>
        <SelectField
          label="Estado"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          options={[{ value: '', label: 'Todos' }, ...(['pending', 'delivered', 'failed'] as const).map((s) => ({ value: s, label: WEBHOOK_DELIVERY_STATUS_LABELS[s] }))]}
        />
      </div>
      <ErrorText>{actionError}</ErrorText>
      {body}
    </section>
  );
}
