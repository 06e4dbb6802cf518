import { useEffect, useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ShipperSearchDocument } from '../../gql/graphql';
import styles from './operation.module.css';

/** Spec part 2 §9: the shipper autocomplete shows at most 8 organizations. */
export const MAX_SHIPPER_SUGGESTIONS = 8;
const DEBOUNCE_MS = 250;

/**
 * Shipper: an organization picked from the search (its id goes to shipper_org_id) or free text
 * (shipper_org_id cleared).
 */
export function ShipperField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (name: string, orgId: number | null) => void;
}) {
  const inputId = useId();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);

  useEffect(() => {
    const t = setTimeout(() => setQuery(value.trim()), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [value]);

  const { data } = useQuery(ShipperSearchDocument, { variables: { q: query }, skip: !open || query.length < 2 });
  const suggestions =
    open && query.length >= 2
      ? (data?.organizations.edges ?? [])
          .slice(0, MAX_SHIPPER_SUGGESTIONS)
          .map((e) => ({ id: e.node.id, name: e.node.name || e.node.razonSocial || `#${e.node.id}` }))
      : [];
  const expanded = suggestions.length > 0;

  function pick(s: { id: number; name: string }) {
    onChange(s.name, s.id);
    setOpen(false);
    setHighlight(-1);
  }

  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      <div className={styles.combo}>
        <input
          id={inputId}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && highlight >= 0 ? `${listId}-${highlight}` : undefined}
          autoComplete="off"
          value={value}
          onChange={(e) => {
            onChange(e.target.value, null);
            setOpen(true);
            setHighlight(-1);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={(e) => {
            if (!expanded) return;
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setHighlight((h) => (h + 1) % suggestions.length);
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setHighlight((h) => (h <= 0 ? suggestions.length - 1 : h - 1));
            } else if (e.key === 'Enter' && highlight >= 0) {
              e.preventDefault();
              pick(suggestions[highlight]);
            } else if (e.key === 'Escape') setOpen(false);
          }}
        />
        {expanded && (
          <ul id={listId} role="listbox" aria-label="Organizaciones sugeridas" className={styles.suggestions}>
            {suggestions.map((s, i) => (
              <li
                key={s.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === highlight}
                className={i === highlight ? styles.suggestionActive : undefined}
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(s);
                }}
              >
                {s.name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
