import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { AddPushSubscriptionDocument, MarkNotificationsReadDocument, NotificationAddedDocument, NotificationsDocument, VapidPublicKeyDocument } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { useAfterFirstPaint } from '../../lib/useAfterFirstPaint';
import { enablePush, pushSupport, showBrowserNotification, type PushSupport } from './pushSetup';
import styles from './NotificationBell.module.css';

/**
 * The bell of the top bar: unread count of the user's notifications (task reminders), live over the
 * subscriptions socket; the list, 'Marcar como leídas' and 'Activar avisos' (browser notifications and
 * Web Push on this device). First usable board: the bell of the page's first frame is the button alone, with no
 * count (there is none to show before the answer); its query and its live subscription start once that frame is
 * painted, so React's first render of the board does not carry them.
 */
export function NotificationBell() {
  // Here, so that a click on the first frame's button is not lost: the panel opens once the bell is live.
  const [open, setOpen] = useState(false);
  if (useAfterFirstPaint()) return <LiveNotificationBell open={open} setOpen={setOpen} />;
  return (
    <div className={styles.bellBox}>
      <BellButton unread={0} open={open} onToggle={() => setOpen(!open)} />
    </div>
  );
}

function BellButton({ unread, open, onToggle }: { unread: number; open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={styles.bell}
      aria-label={unread ? `Notificaciones: ${unread} sin leer` : 'Notificaciones'}
      aria-expanded={open}
      onClick={onToggle}
    >
      {/* The icon is CSS only: no icon font or image to fetch before the header can be drawn. */}
      <span className={styles.icon} aria-hidden="true" />
      {unread > 0 && (
        <span className={styles.count} data-testid="bell-count">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  );
}

function LiveNotificationBell({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, refetch } = useQuery(NotificationsDocument, { variables: { first: 10 }, fetchPolicy: 'cache-and-network' });
  const [markRead] = useMutation(MarkNotificationsReadDocument);
  const [addSubscription] = useMutation(AddPushSubscriptionDocument);
  // Read when the panel opens, the only place it shows: asking the browser for the permission is a synchronous
  // call to its main process, kept off the page's first frame.
  const [permission, setPermission] = useState<PushSupport>(() => (open ? pushSupport() : 'default'));
  const [pushMessage, setPushMessage] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useSubscription(NotificationAddedDocument, {
    onData: ({ data: live }) => {
      const n = live.data?.notificationAdded;
      if (!n) return;
      void refetch();
      showBrowserNotification(n.title, n.body, () => navigate(n.dealId ? `/operations/${n.dealId}` : '/agenda'));
    },
  });

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', esc);
    };
  }, [open, setOpen]);

  const unread = data?.notifications.unread ?? 0;
  const items = data?.notifications.items ?? [];

  async function readAll() {
    await markRead({ variables: { ids: null } }).catch(() => undefined);
    await refetch().catch(() => undefined);
  }

  async function activate() {
    setPushMessage(null);
    try {
      const key = await client.query({ query: VapidPublicKeyDocument });
      const sub = key.data ? await enablePush(key.data.vapidPublicKey) : null;
      setPermission(pushSupport());
      if (sub) {
        await addSubscription({ variables: { input: sub } });
        setPushMessage('Avisos activados en este equipo.');
      } else setPushMessage(pushSupport() === 'granted' ? 'Avisos activados mientras la página esté abierta.' : 'El navegador no permitió los avisos.');
    } catch {
      setPermission(pushSupport());
      setPushMessage(pushSupport() === 'granted' ? 'Avisos activados mientras la página esté abierta.' : 'No se pudieron activar los avisos.');
    }
  }

  return (
    <div className={styles.bellBox} ref={box}>
      <BellButton
        unread={unread}
        open={open}
        onToggle={() => {
          if (!open) setPermission(pushSupport());
          setOpen(!open);
        }}
      />
      {open && (
        <div className={styles.panel} role="dialog" aria-label="Notificaciones">
          <div className={styles.panelHead}>
            <strong>Notificaciones</strong>
            {unread > 0 && (
              <button type="button" className={styles.linkButton} onClick={() => void readAll()}>
                Marcar como leídas
              </button>
            )}
          </div>
          {items.length === 0 ? (
            <p className={styles.empty}>Sin notificaciones.</p>
          ) : (
            <ul className={styles.list}>
              {items.map((n) => (
                <li key={n.id} className={n.readAt ? styles.read : styles.unread}>
                  <button
                    type="button"
                    className={styles.item}
                    onClick={() => {
                      setOpen(false);
                      if (!n.readAt) void markRead({ variables: { ids: [n.id] } }).then(() => refetch());
                      navigate(n.dealId ? `/operations/${n.dealId}` : '/agenda');
                    }}
                  >
                    <span className={styles.title}>{n.title}</span>
                    <span className={styles.body}>{n.body}</span>
                    <span className={styles.when}>{formatDateTime(n.createdAt)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.panelFoot}>
            <button type="button" className={styles.linkButton} onClick={() => navigate('/agenda')}>
              Ver mi agenda
            </button>
            {permission !== 'unsupported' && permission !== 'denied' && (
              <button type="button" className={styles.linkButton} onClick={() => void activate()}>
                {permission === 'granted' ? 'Avisos en este equipo' : 'Activar avisos en este equipo'}
              </button>
            )}
          </div>
          {pushMessage && <p className={styles.note}>{pushMessage}</p>}
        </div>
      )}
    </div>
  );
}
