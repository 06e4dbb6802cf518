import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: string;
  /** Full text for the tooltip when the label is shortened (file names in the operation view). */
  title?: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected panel is rendered.
 * Uncontrolled (`initial`) for the record screens, controlled (`selected` + `onSelect`) where the page
 * itself opens a tab (the operation view opens a file's tab after an upload).
 */
export function Tabs({
  label,
  tabs,
  initial,
  selected,
  onSelect,
  wrap = false,
  panelClassName,
}: {
  label: string;
  tabs: readonly TabItem[];
  initial?: string;
  selected?: string;
  onSelect?: (id: string) => void;
  /** Many tabs (one per file): wrap onto several lines instead of scrolling. */
  wrap?: boolean;
  panelClassName?: string;
}) {
  const baseId = useId();
  const [own, setOwn] = useState(initial ?? tabs[0]?.id);
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const current = tabs.find((t) => t.id === (selected ?? own)) ?? tabs[0];

  function select(id: string) {
    if (selected === undefined) setOwn(id);
    onSelect?.(id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.id === current.id);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    select(tabs[next].id);
    refs.current[tabs[next].id]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={wrap ? `${styles.tabList} ${styles.wrap}` : styles.tabList} onKeyDown={onKeyDown}>
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
              onClick={() => select(t.id)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${current.id}`}
        aria-labelledby={`${baseId}-tab-${current.id}`}
        className={panelClassName ? `${styles.tabPanel} ${panelClassName}` : styles.tabPanel}
      >
        {current.content}
      </div>
    </div>
  );
}
