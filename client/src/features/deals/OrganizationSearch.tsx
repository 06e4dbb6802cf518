import { useEffect, useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { SearchDealOrganizationsDocument } from '../../gql/graphql';
import fieldStyles from '../../ui/Field.module.css';
import styles from './DealModals.module.css';

export interface OrganizationChoice {
  /** Set when an existing organization was picked; null means "a new one with this name". */
  id: number | null;
  name: string;
}

/** Spec part 1 §9: at most 10 suggestions. */
const MAX_SUGGESTIONS = 10;
const DEBOUNCE_MS = 250;

/**
 * Organization field of the creation forms: typing searches existing organizations (up to 10
 * suggestions, arrow keys + Enter or a click to pick one); text that matches none is sent as a new
 * organization name.
 */
export function OrganizationSearch({
  label,
  value,
  onChange,
}: {
  label: string;
  value: OrganizationChoice;
  onChange: (value: OrganizationChoice) => void;
}) {
  const inputId = useId();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);

  useEffect(() => {
    const t = setTimeout(() => setQuery(value.name.trim()), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [value.name]);

  // A failed search just offers nothing (spec part 1 §8).
  const { data } = useQuery(SearchDealOrganizationsDocument, {
    variables: { q: query },
    skip: query.length < 2 || value.id !== null,
  });
  const suggestions =
    value.id === null && query.length >= 2
      ? (data?.organizations.edges ?? []).slice(0, MAX_SUGGESTIONS).map((e) => ({ id: e.node.id, name: e.node.name || e.node.razonSocial || `#${e.node.id}` }))
      : [];
  const expanded = open && suggestions.length > 0;

  function pick(s: { id: number; name: string }) {
    onChange({ id: s.id, name: s.name });
    setOpen(false);
    setHighlight(-1);
  }

  return (
    <div className={`${fieldStyles.field} ${styles.combo}`}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      <input
        id={inputId}
        className={fieldStyles.control}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && highlight >= 0 ? `${listId}-${highlight}` : undefined}
        autoComplete="off"
        value={value.name}
        onChange={(e) => {
          onChange({ id: null, name: e.target.value });
          setOpen(true);
          setHighlight(-1);
        }}
        onFocus={() => setOpen(true)}
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
          } else if (e.key === 'Escape') {
            e.stopPropagation();
            e.preventDefault();
            setOpen(false);
          }
        }}
      />
      <span className={fieldStyles.hint}>
        {value.id !== null ? 'Organización existente.' : value.name.trim() ? 'Se creará si no existe.' : 'Buscá o escribí un nombre nuevo.'}
      </span>
      {expanded && (
        <ul id={listId} role="listbox" aria-label="Organizaciones sugeridas" className={styles.suggestions}>
          {suggestions.map((s, i) => (
            <li
              key={s.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === highlight}
              className={i === highlight ? styles.suggestionActive : styles.suggestion}
              // mousedown, not click: the input's blur would close the list first.
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
  );
}
