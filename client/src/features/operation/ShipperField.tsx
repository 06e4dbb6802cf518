import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ShipperSearchDocument } from '../../gql/graphql';
import { useCombobox } from '../../ui/useCombobox';
import { useDebounced } from '../../ui/useDebounced';
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
  // The list is asked for only once someone types here (not for the saved shipper shown on load).
  const [typing, setTyping] = useState(false);
  const query = useDebounced(value.trim(), DEBOUNCE_MS);
  const { data } = useQuery(ShipperSearchDocument, { variables: { q: query }, skip: !typing || query.length < 2 });
  const suggestions =
    typing && query.length >= 2
      ? (data?.organizations.edges ?? [])
          .slice(0, MAX_SHIPPER_SUGGESTIONS)
          .map((e) => ({ id: e.node.id, name: e.node.name || e.node.razonSocial || `#${e.node.id}` }))
      : [];
  const combo = useCombobox({
    count: suggestions.length,
    openOnFocus: false,
    onPick: (i) => {
      setTyping(false);
      onChange(suggestions[i].name, suggestions[i].id);
    },
  });

  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      <div className={styles.combo}>
        <input
          id={inputId}
          {...combo.inputProps}
          value={value}
          onChange={(e) => {
            onChange(e.target.value, null);
            setTyping(true);
            combo.typed();
          }}
        />
        {combo.expanded && (
          <ul {...combo.listProps} aria-label="Organizaciones sugeridas" className={styles.suggestions}>
            {suggestions.map((s, i) => (
              <li key={s.id} {...combo.optionProps(i)} className={i === combo.active ? styles.suggestionActive : undefined}>
                {s.name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
