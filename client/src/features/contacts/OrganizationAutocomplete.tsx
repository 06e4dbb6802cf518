import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { PickOrganizationsDocument } from '../../gql/graphql';
import { useCombobox } from '../../ui/useCombobox';
import { useDebounced } from '../../ui/useDebounced';
import styles from './OrganizationAutocomplete.module.css';

/** The organization of a new contact: an existing one (id) or a name to create (id null). */
export interface OrgChoice {
  id: number | null;
  name: string;
}

/** Spec part 1 §9: at most 10 suggestions in the forms. */
export const ORG_SUGGESTIONS = 10;

/**
 * Accessible combobox (WAI-ARIA 1.2 list autocomplete): typing searches organizations on the
 * server (up to 10 suggestions); picking one links it; text that matches nothing picked is a new
 * organization created on save.
 */
export function OrganizationAutocomplete({ value, onChange, label = 'Organización' }: { value: OrgChoice; onChange: (v: OrgChoice) => void; label?: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const q = useDebounced(value.name.trim(), 250);
  const { data } = useQuery(PickOrganizationsDocument, {
    variables: { q, first: ORG_SUGGESTIONS },
    skip: !q || value.id !== null,
  });
  const options = (value.id === null && q ? (data?.organizations.edges ?? []) : []).map((e) => e.node).slice(0, ORG_SUGGESTIONS);
  const combo = useCombobox({
    count: options.length,
    onPick: (i) => onChange({ id: options[i].id, name: options[i].razonSocial || options[i].name || `Organización #${options[i].id}` }),
  });

  const typedNew = value.id === null && value.name.trim() !== '';
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        {...combo.inputProps}
        aria-describedby={hintId}
        placeholder="Buscá o escribí un nombre nuevo"
        value={value.name}
        onChange={(e) => {
          onChange({ id: null, name: e.target.value });
          combo.typed();
        }}
      />
      <ul {...combo.listProps} aria-label="Organizaciones sugeridas" className={combo.expanded ? styles.list : styles.hidden}>
        {options.map((o, i) => (
          <li key={o.id} {...combo.optionProps(i)} className={i === combo.active ? `${styles.option} ${styles.active}` : styles.option}>
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
