import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './record.module.css';

export interface RecordTab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs for the right-hand panel of the organization and contact screens: arrow keys,
 * Home and End move between tabs; only the selected panel is rendered.
 */
export function RecordTabs({ label, tabs, initial }: { label: string; tabs: readonly RecordTab[]; initial?: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(initial ?? tabs[0]?.id);
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
    setSelected(tabs[next].id);
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
              tabIndex={active ? 0 : -1}
              className={active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              onClick={() => setSelected(t.id)}
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
