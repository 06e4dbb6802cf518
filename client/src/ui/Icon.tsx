import type { ReactNode } from 'react';
import styles from './Icon.module.css';

/**
 * The app's icon set: small inline SVGs drawn in the text colour (currentColor) at the text's size, so they need no
 * font and no file to load. They are decoration only (aria-hidden): the words next to them, or a visually hidden
 * character (see SpecText), carry the meaning for screen readers, scripts and tests.
 */
const PATHS = {
  /** U+2795 heavy plus sign */
  plus: <path d="M6.75 2h2.5v4.75H14v2.5H9.25V14h-2.5V9.25H2v-2.5h4.75z" fill="currentColor" />,
  /** U+1F6AB no entry sign */
  ban: (
    <>
      <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3.9 3.9l8.2 8.2" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  /** U+2713 check mark */
  check: <path d="M2.5 8.5l3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />,
  /** U+2714 heavy check mark */
  checkHeavy: <path d="M2.5 8.5l3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;
export const ICON_NAMES = Object.keys(PATHS) as IconName[];

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={[styles.icon, className].filter(Boolean).join(' ')}
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {PATHS[name]}
    </svg>
  );
}
