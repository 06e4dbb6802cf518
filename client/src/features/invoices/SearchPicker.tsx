import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { InvoiceDealSearchDocument, InvoiceOrgSearchDocument } from '../../gql/graphql';
import { useDebounced } from '../../ui/useDebounced';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import styles from './invoices.module.css';

export interface Picked {
  id: number;
  label: string;
}

/**
 * A small search-and-pick for an operation or an organization (the global search's answers): the Facturas
 * list's 'Cliente' filter and the operation 'Nueva factura' starts from.
 */
export function SearchPicker({ kind, label, picked, onPick }: { kind: 'deal' | 'org'; label: string; picked: Picked | null; onPick: (p: Picked | null) => void }) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 250);
  const deals = useQuery(InvoiceDealSearchDocument, { variables: { q }, skip: kind !== 'deal' || q.length < 2 });
  const orgs = useQuery(InvoiceOrgSearchDocument, { variables: { q }, skip: kind !== 'org' || q.length < 2 });
  const found: Picked[] =
    kind === 'deal'
      ? (deals.data?.search.deals ?? []).map((d) => ({ id: d.id, label: `${d.reference} · ${d.title}` }))
      : (orgs.data?.search.organizations ?? []).map((o) => ({ id: o.id, label: o.name }));

  if (picked) {
    return (
      <div className={styles.actions}>
        <span className={styles.label}>{label}:</span> <span>{picked.label}</span>
        <Button size="sm" variant="ghost" onClick={() => onPick(null)} aria-label={`Quitar ${label.toLowerCase()}`}>
          Quitar
        </Button>
      </div>
    );
  }
  return (
    <div>
      <Field label={label} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Buscar…" />
      {q.length >= 2 && found.length > 0 && (
        <ul className={styles.checks} aria-label={`Resultados: ${label.toLowerCase()}`}>
          {found.slice(0, 8).map((p) => (
            <li key={p.id} style={{ listStyle: 'none' }}>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  onPick(p);
                  setText('');
                }}
              >
                {p.label}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
