import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { SearchDealOrganizationsDocument } from '../../gql/graphql';
import { useCombobox } from '../../ui/useCombobox';
import { useDebounced } from '../../ui/useDebounced';
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
  const query = useDebounced(value.name.trim(), DEBOUNCE_MS);

  // A failed search just offers nothing (spec part 1 §8).
  const { data } = useQuery(SearchDealOrganizationsDocument, {
    variables: { q: query },
    skip: query.length < 2 || value.id !== null,
  });
  const suggestions =
    value.id === null && query.length >= 2
      ? (data?.organizations.edges ?? []).slice(0, MAX_SUGGESTIONS).map((e) => ({ id: e.node.id, name: e.node.name || e.node.razonSocial || `#${e.node.id}` }))
      : [];
  const combo = useCombobox({ count: suggestions.length, onPick: (i) => onChange({ id: suggestions[i].id, name: suggestions[i].name }) });

  return (
    <div className={`${fieldStyles.field} ${styles.combo}`}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      <input
        id={inputId}
        className={fieldStyles.control}
        {...combo.inputProps}
        value={value.name}
        onChange={(e) => {
          onChange({ id: null, name: e.target.value });
          combo.typed();
        }}
      />
      <span className={fieldStyles.hint}>
        {value.id !== null ? 'Organización existente.' : value.name.trim() ? 'Se creará si no existe.' : 'Buscá o escribí un nombre nuevo.'}
      </span>
      {combo.expanded && (
        <ul {...combo.listProps} aria-label="Organizaciones sugeridas" className={styles.suggestions}>
          {suggestions.map((s, i) => (
            <li key={s.id} {...combo.optionProps(i)} className={i === combo.active ? styles.suggestionActive : styles.suggestion}>
              {s.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
