import { useEffect, useId, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { GlobalSearchDocument } from '../../gql/graphql';
import { useCombobox } from '../../ui/useCombobox';
import { EMPTY_SEARCH, searchItems, type SearchGroups } from './searchItems';
import styles from './GlobalSearch.module.css';

/** Spec part 2 §9: the global search is debounced 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;
const GROUPS = ['Operaciones', 'Organizaciones', 'Contactos'] as const;

/**
 * The top-bar search (spec part 2 §2 "Global search"): a combobox whose list groups operations,
 * organizations and contacts; arrows move, Enter or a click opens the detail route, Escape closes.
 * A failed search shows as no results (spec part 2 §8), never an error page.
 */
export function GlobalSearch() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [results, setResults] = useState<SearchGroups | null>(null);
  const seq = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const items = searchItems(results);
  // The list shows once a search answered, even empty ('Sin resultados').
  const combo = useCombobox({ count: items.length, onPick: choose, search: true, hasPopup: results !== null && text.trim() !== '' });
  const { expanded, active, typed } = combo;

  // '/' or Ctrl+K (⌘K) focuses the search from anywhere, except while typing in a field or inside an open dialog.
  useEffect(() => {
    function onShortcut(e: globalThis.KeyboardEvent) {
      if (!isSearchShortcut(e) || e.defaultPrevented || isTypingTarget(e.target) || document.querySelector('[role="dialog"], [aria-modal="true"], dialog[open]')) return;
      e.preventDefault();
      input.current?.focus();
      input.current?.select();
    }
    document.addEventListener('keydown', onShortcut);
    return () => document.removeEventListener('keydown', onShortcut);
  }, []);

  useEffect(() => {
    const q = text.trim();
    const mine = ++seq.current;
    if (!q) {
      setResults(null);
      return;
    }
    const timer = setTimeout(() => {
      client
        .query({ query: GlobalSearchDocument, variables: { q }, fetchPolicy: 'network-only' })
        .then((r) => r.data?.search ?? EMPTY_SEARCH)
        .catch(() => EMPTY_SEARCH)
        .then((found) => {
          if (mine !== seq.current) return; // a newer text is on its way
          setResults(found);
          typed();
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, client, typed]);

  function choose(index: number) {
    const item = items[index];
    if (!item) return;
    setText('');
    setResults(null);
    navigate(item.to);
  }

  return (
    <div className={styles.search} role="search">
      <label htmlFor={`${id}-input`} className={styles.visuallyHidden}>
        Búsqueda global
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        aria-keyshortcuts="/ Control+K Meta+K"
        type="search"
        {...combo.inputProps}
        className={styles.input}
        placeholder="Buscar operaciones, organizaciones, contactos…"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          typed();
        }}
      />
      {expanded && (
        <div className={styles.panel}>
          {items.length === 0 ? (
            <p className={styles.empty} role="status">
              Sin resultados
            </p>
          ) : (
            <ul {...combo.listProps} aria-label="Resultados de la búsqueda" className={styles.list}>
              {GROUPS.map((group) => {
                const inGroup = items.map((item, index) => ({ item, index })).filter((x) => x.item.group === group);
                if (!inGroup.length) return null;
                return (
                  <li key={group} role="presentation">
                    <div className={styles.groupLabel} id={`${id}-${group}`} aria-hidden="true">
                      {group}
                    </div>
                    <ul role="group" aria-labelledby={`${id}-${group}`} className={styles.groupList}>
                      {inGroup.map(({ item, index }) => (
                        <li
                          key={item.key}
                          {...combo.optionProps(index)}
                          className={index === active ? `${styles.option} ${styles.active}` : styles.option}
                          onMouseEnter={() => combo.highlight(index)}
                        >
                          <span className={styles.label}>{item.label}</span>
                          {item.detail && <span className={styles.detail}>{item.detail}</span>}
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** '/' alone, or Ctrl+K / ⌘K. */
export function isSearchShortcut(e: Pick<globalThis.KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  if (e.altKey) return false;
  if (e.key === '/') return !e.ctrlKey && !e.metaKey && !e.shiftKey;
  return (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'k';
}

/** A field the user may be typing in: inputs (not buttons or checkboxes), text areas, selects and editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'range', 'color'].includes(target.type);
  return false;
}
