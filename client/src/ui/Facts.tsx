import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';
import styles from './Facts.module.css';

/** The class of the box around each pair, when the list lays pairs out as cards (see Facts). */
const PairClass = createContext<string | undefined>(undefined);

export interface FactsProps extends HTMLAttributes<HTMLDListElement> {
  /** Wraps each pair in a <div> of this class (a grid of cards); without it dt and dd are the grid's cells. */
  itemClassName?: string;
}

/** A record's label/value pairs as a definition list; the screen's CSS lays it out. */
export function Facts({ itemClassName, children, ...list }: FactsProps) {
  return (
    <PairClass.Provider value={itemClassName}>
      <dl {...list}>{children}</dl>
    </PairClass.Provider>
  );
}

/** One label and its value; an empty value (null, undefined, '') shows a muted dash. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const pairClass = useContext(PairClass);
  const pair = (
    <>
      <dt>{label}</dt>
      <dd>{children === null || children === undefined || children === '' ? <span className={styles.muted}>—</span> : children}</dd>
    </>
  );
  return pairClass === undefined ? pair : <div className={pairClass}>{pair}</div>;
}
