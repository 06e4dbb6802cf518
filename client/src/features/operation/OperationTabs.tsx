import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './operation.module.css';

export interface OperationTab {
  id: string;
  label: string;
  /** Full text for the tooltip and accessible name when the label is shortened. */
  title?: string;
  content: ReactNode;
}

/** Controlled WAI-ARIA tabs (the page selects a file tab after an upload or a click in the checklist). */
export function OperationTabs({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly OperationTab[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const current = tabs.find((t) => t.id === selected) ?? tabs[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.id === current.id);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    refs.current[tabs[next].id]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((t) => {
          const active = t.id === current.id;
          return (
            <button
              key={t.id}
              ref={(el) => {
                refs.current[t.id] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${t.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${t.id}`}
              title={t.title}
              tabIndex={active ? 0 : -1}
              className={active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              onClick={() => onSelect(t.id)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel-${current.id}`} aria-labelledby={`${baseId}-tab-${current.id}`} className={styles.tabPanel}>
        {current.content}
      </div>
    </div>
  );
}
