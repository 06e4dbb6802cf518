import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { PickOrganizationsDocument } from '../../gql/graphql';
import styles from './OrganizationAutocomplete.module.css';

/** The organization of a new contact: an existing one (id) or a name to create (id null). */
export interface OrgChoice {
  id: number | null;
  name: string;
}

/** Spec part 1 §9: at most 10 suggestions in the forms. */
export const ORG_SUGGESTIONS = 10;

export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Accessible combobox (WAI-ARIA 1.2 list autocomplete): typing searches organizations on the
 * server (up to 10 suggestions); picking one links it; text that matches nothing picked is a new
 * organization created on save.
 */
export function OrganizationAutocomplete({ value, onChange, label = 'Organización' }: { value: OrgChoice; onChange: (v: OrgChoice) => void; label?: string }) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(value.name.trim(), 250);
  const { data } = useQuery(PickOrganizationsDocument, {
    variables: { q, first: ORG_SUGGESTIONS },
    skip: !q || value.id !== null,
  });
  const options = (value.id === null && q ? (data?.organizations.edges ?? []) : []).map((e) => e.node).slice(0, ORG_SUGGESTIONS);
  const expanded = open && options.length > 0;

  function pick(index: number) {
    const o = options[index];
    if (!o) return;
    onChange({ id: o.id, name: o.razonSocial || o.name || `Organización #${o.id}` });
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only; a second Escape closes the dialog.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  const typedNew = value.id === null && value.name.trim() !== '';
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={hintId}
        autoComplete="off"
        placeholder="Buscá o escribí un nombre nuevo"
        value={value.name}
        onChange={(e) => {
          onChange({ id: null, name: e.target.value });
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Organizaciones sugeridas" className={expanded ? styles.list : styles.hidden}>
        {options.map((o, i) => (
          <li
            key={o.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? `${styles.option} ${styles.active}` : styles.option}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(i)}
          >
            <span>{o.razonSocial || o.name || `Organización #${o.id}`}</span>
            {o.ruc && <span className={styles.ruc}>RUC {o.ruc}</span>}
          </li>
        ))}
      </ul>
      <span id={hintId} className={styles.hint}>
        {value.id !== null ? 'Organización existente.' : typedNew ? `Se creará la organización «${value.name.trim()}».` : 'Opcional.'}
      </span>
    </div>
  );
}
