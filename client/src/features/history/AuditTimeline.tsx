import { AUDIT_KIND_LABELS } from '@crm/domain';
import { Link } from 'react-router';
import type { AuditEventFieldsFragment } from '../../gql/graphql';
import { formatDate, toDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import styles from './history.module.css';

const timeFormatter = new Intl.DateTimeFormat('es-PY', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Local calendar day of an event ('2026-11-24'), the timeline's grouping key. */
function dayKey(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** 'Hoy', 'Ayer' or dd/mm/yyyy. */
export function dayTitle(d: Date, now = new Date()): string {
  const today = dayKey(now);
  const yesterday = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const key = dayKey(d);
  if (key === today) return `Hoy · ${formatDate(d)}`;
  if (key === yesterday) return `Ayer · ${formatDate(d)}`;
  return formatDate(d);
}

/** Events (newest first) in runs of one local day each. */
export function groupByDay<T extends { at: string }>(events: readonly T[]): Array<{ day: string; date: Date; events: T[] }> {
  const groups: Array<{ day: string; date: Date; events: T[] }> = [];
  for (const e of events) {
    const d = toDate(e.at) ?? new Date(0);
    const day = dayKey(d);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.events.push(e);
    else groups.push({ day, date: d, events: [e] });
  }
  return groups;
}

function recordLink(e: AuditEventFieldsFragment): { to: string; text: string } | null {
  if (e.dealId) return { to: `/operations/${e.dealId}`, text: `Operación #${e.dealId}` };
  if (e.orgId) return { to: `/organizations/${e.orgId}`, text: `Organización #${e.orgId}` };
  if (e.contactId) return { to: `/contacts/${e.contactId}`, text: `Contacto #${e.contactId}` };
  return null;
}

/** The timeline: days newest first, each event with time, who, what and field by field old → new. */
export function AuditTimeline({
  events,
  label,
  showRecord = false,
  more = null,
}: {
  events: readonly AuditEventFieldsFragment[];
  label: string;
  showRecord?: boolean;
  /** 'Ver más (N)' under the list while the connection has a next page. */
  more?: { remaining: number; loading: boolean; onMore: () => void } | null;
}) {
  return (
    <>
    <div aria-label={label} role="feed">
      {groupByDay(events).map((g) => (
        <section key={g.day} className={styles.day} aria-label={formatDate(g.date)}>
          <h3 className={styles.dayTitle}>{dayTitle(g.date)}</h3>
          <ol className={styles.list}>
            {g.events.map((e) => {
              const link = showRecord ? recordLink(e) : null;
              return (
                <li key={e.id} className={styles.event} data-testid="audit-event">
                  <span className={styles.time}>{timeFormatter.format(toDate(e.at) ?? new Date(0))}</span>
                  <div className={styles.head}>
                    <span className={styles.kind}>{AUDIT_KIND_LABELS[e.kind]}</span>
                    <span className={styles.who}>{e.userName ?? 'Sistema'}</span>
                    <span>{e.summary ?? `${e.actionLabel}: ${e.entityLabel}`}</span>
                    {link && <Link to={link.to}>{link.text}</Link>}
                  </div>
                  {e.changes.length > 0 && (
                    <ul className={styles.changes}>
                      {e.changes.map((c) => (
                        <li key={c.field}>
                          <span className={styles.label}>{c.label}:</span> <span className={styles.old}>{c.oldValue}</span>
                          <span className={styles.arrow} aria-label="pasó a">
                            →
                          </span>
                          <span>{c.newValue}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
    {more && (
      <div className={styles.more}>
        <Button size="sm" onClick={more.onMore} disabled={more.loading}>
          Ver más ({more.remaining})
        </Button>
      </div>
    )}
    </>
  );
}
